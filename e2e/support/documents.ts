import type { Page } from '@playwright/test';
import sharp from 'sharp';

// Real files for the attachment tests: a photo made by sharp and a PDF printed by Chromium itself.

/** A 1,600 × 1,000 JPEG with shapes on it, like a phone photo of a plat. */
export function platPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <rect width="1600" height="1000" fill="#f4efe1"/>
    <rect x="200" y="150" width="1200" height="700" fill="none" stroke="#223" stroke-width="8"/>
    <line x1="800" y1="150" x2="800" y2="850" stroke="#223" stroke-width="4"/>
    <line x1="200" y1="500" x2="1400" y2="500" stroke="#223" stroke-width="4"/>
    <text x="260" y="240" font-size="64" font-family="sans-serif" fill="#223">SECTION 12</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A one-page PDF, printed by the browser from a small division-order page. */
export async function divisionOrderPdf(page: Page): Promise<Buffer> {
  const printer = await page.context().newPage();
  await printer.setContent(
    '<h1>Division order</h1><p>Section 12, Township 4N, Range 5W. Decimal interest 0.00390625.</p>',
  );
  const bytes = await printer.pdf({ format: 'Letter' });
  await printer.close();
  return bytes;
}

/** Drops files on an element the way a desktop browser does. */
export async function dropFiles(
  page: Page,
  selector: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
): Promise<void> {
  const transfer = await page.evaluateHandle(
    (list) => {
      const data = new DataTransfer();
      for (const f of list) {
        const bytes = Uint8Array.from(atob(f.base64), (c) => c.charCodeAt(0));
        data.items.add(new File([bytes], f.name, { type: f.mimeType }));
      }
      return data;
    },
    files.map((f) => ({ name: f.name, mimeType: f.mimeType, base64: f.buffer.toString('base64') })),
  );
  await page.locator(selector).dispatchEvent('dragover', { dataTransfer: transfer });
  await page.locator(selector).dispatchEvent('drop', { dataTransfer: transfer });
}
