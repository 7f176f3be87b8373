import sharp from 'sharp';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reencodeAvatar, reencodeImage } from '../../src/server/documents/media/process-image';

// A picture is decoded once per upload: every size stored is made from the one set of decoded pixels, so a
// large picture costs one decode, not one per size (docs/decisions/035-member-input-off-the-main-thread.md).

const opened = vi.hoisted(() => ({ inputs: [] as unknown[] }));

vi.mock('sharp', async (importOriginal) => {
  const real = (await importOriginal<typeof import('sharp')>()).default;
  const counting = (input?: unknown, options?: Parameters<typeof real>[1]) => {
    opened.inputs.push(input);
    return real(input as Buffer, options);
  };
  return { default: Object.assign(counting, real) };
});

const picture = () =>
  sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 200, g: 100, b: 50 } } })
    .png()
    .toBuffer();

/** How many sharp pipelines read the uploaded file itself: its header once, then each decode. */
const readsOf = (file: Buffer) => opened.inputs.filter((input) => input === file).length;

beforeEach(() => {
  opened.inputs.length = 0;
});

describe('pictures are decoded once', () => {
  it("a post's picture: the full size and the thumbnail come from one decode", async () => {
    const file = await picture();
    const { full, thumb } = await reencodeImage(file, 600, 120);
    expect([full.width, thumb.width]).toEqual([600, 120]);
    expect(readsOf(file)).toBe(2);
  });

  it('an avatar: every size comes from one decode', async () => {
    const file = await picture();
    const sizes = await reencodeAvatar(file, [64, 256]);
    for (const { size, data } of sizes) expect(await sharp(data).metadata()).toMatchObject({ width: size });
    expect(readsOf(file)).toBe(2);
  });
});
