// What a file really is, from its first bytes, never from its name or the browser's content type.
export type SniffedType =
  | 'jpeg'
  | 'png'
  | 'webp'
  | 'heic'
  | 'avif'
  | 'gif'
  | 'pdf'
  | 'svg'
  | 'html'
  | 'unknown';

export function sniff(bytes: Buffer): SniffedType {
  const at = (offset: number, text: string) =>
    bytes.subarray(offset, offset + text.length).toString('latin1') === text;
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (at(0, '\x89PNG\r\n\x1a\n')) return 'png';
  if (at(0, 'RIFF') && at(8, 'WEBP')) return 'webp';
  if (at(0, 'GIF87a') || at(0, 'GIF89a')) return 'gif';
  if (at(4, 'ftyp')) {
    const brand = bytes.subarray(8, 12).toString('latin1');
    if (brand === 'avif' || brand === 'avis') return 'avif';
    if (['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  if (at(0, '%PDF-')) return 'pdf';
  const head = bytes
    .subarray(0, 512)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  if (/^<(!doctype|html|head|body|script|iframe|\?xml)/.test(head)) return 'html';
  return 'unknown';
}
