import { readFileSync } from 'node:fs';

/** A multipart/form-data body and its content type, encoded by the platform's own FormData. */
export async function multipart(
  fields: Record<string, string>,
  file?: { field: string; bytes: Uint8Array; name: string; type?: string },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file)
    form.append(
      file.field,
      new Blob([file.bytes], { type: file.type ?? 'application/octet-stream' }),
      file.name,
    );
  const request = new Request('http://tp.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}

const media = (path: string) => readFileSync(new URL(`../../../../content/media/${path}`, import.meta.url));

/** Real files of each kind, from the demo course, and a PNG made here (the course's images are SVG). */
export const samples = {
  mp3: media('audio/cat.mp3'),
  mp4: media('video/frog.mp4'),
  png: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
  svg: media('images/apple.svg'),
  text: Buffer.from('not really audio, just text that claims to be'),
};
