/**
 * The Opus packets of the files browsers record, WebM (Chromium, Firefox) and Ogg (Firefox), read
 * from their containers. Only what a recording holds is read: one audio track, unlaced blocks.
 */

export interface OpusStream {
  channels: number;
  /** Samples at 48 kHz the decoder makes before the sound starts. */
  preSkip: number;
  packets: Uint8Array[];
}

export class UnreadableRecording extends Error {}

/** The identification header every Opus stream starts with (RFC 7845 §5.1). */
function opusHead(bytes: Uint8Array): Pick<OpusStream, 'channels' | 'preSkip'> {
  if (bytes.length < 19 || new TextDecoder().decode(bytes.subarray(0, 8)) !== 'OpusHead') {
    throw new UnreadableRecording('not an Opus stream');
  }
  return { channels: bytes[9] ?? 1, preSkip: (bytes[10] ?? 0) | ((bytes[11] ?? 0) << 8) };
}

/** Ogg pages (RFC 3533) joined into packets: the first the Opus header, the second its tags. */
export function oggOpus(bytes: Uint8Array): OpusStream {
  const packets: Uint8Array[] = [];
  let pending: Uint8Array[] = [];
  let serial: number | undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 27 <= bytes.length; ) {
    if (view.getUint32(at) !== 0x4f676753) throw new UnreadableRecording('lost the Ogg page');
    const pageSerial = view.getUint32(at + 14, true);
    const segments = bytes[at + 26] ?? 0;
    let data = at + 27 + segments;
    serial ??= pageSerial;
    for (let i = 0; i < segments; i++) {
      const size = bytes[at + 27 + i] ?? 0;
      if (pageSerial === serial) pending.push(bytes.subarray(data, data + size));
      data += size;
      // A lacing value under 255 ends a packet; 255 goes on in the next segment or page.
      if (size < 255 && pageSerial === serial) {
        packets.push(Buffer.concat(pending));
        pending = [];
      }
    }
    at = data;
  }
  const [head, , ...audio] = packets;
  if (!head) throw new UnreadableRecording('no Ogg packet');
  return { ...opusHead(head), packets: audio };
}

/** The EBML elements a recording's audio is found in: these are entered, all others skipped. */
const ids = {
  segment: 0x18538067,
  cluster: 0x1f43b675,
  tracks: 0x1654ae6b,
  trackEntry: 0xae,
  blockGroup: 0xa0,
  trackNumber: 0xd7,
  codecId: 0x86,
  codecPrivate: 0x63a2,
  simpleBlock: 0xa3,
  block: 0xa1,
};
const entered = new Set([ids.segment, ids.cluster, ids.tracks, ids.trackEntry, ids.blockGroup]);

/** An EBML variable-length integer at `at`: its value (marker bit removed unless `keepMarker`) and length. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean) {
  const first = bytes[at] ?? 0;
  const length = Math.clz32(first) - 23;
  if (length < 1 || length > 8 || at + length > bytes.length) throw new UnreadableRecording('bad EBML');
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    const byte = bytes[at + i] ?? 0;
    value = value * 256 + byte;
    unknown &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

/**
 * WebM's Opus track and its blocks. The file is read as one flat run of elements, stepping into
 * the containers above, because a browser writes its segment and clusters with an unknown size.
 */
export function webmOpus(bytes: Uint8Array): OpusStream {
  const tracks: { number?: number; codec?: string; head?: Uint8Array }[] = [];
  const blocks: Uint8Array[] = [];
  for (let at = 0; at < bytes.length; ) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const start = at + id.length + size.length;
    if (entered.has(id.value)) {
      if (id.value === ids.trackEntry) tracks.push({});
      at = start;
      continue;
    }
    if (size.unknown || start + size.value > bytes.length) throw new UnreadableRecording('cut off');
    const data = bytes.subarray(start, start + size.value);
    const track = tracks.at(-1);
    if (id.value === ids.trackNumber && track) track.number = data.reduce((n, byte) => n * 256 + byte, 0);
    else if (id.value === ids.codecId && track) track.codec = new TextDecoder().decode(data);
    else if (id.value === ids.codecPrivate && track) track.head = data;
    else if (id.value === ids.simpleBlock || id.value === ids.block) blocks.push(data);
    at = start + size.value;
  }
  const opus = tracks.find((track) => track.codec === 'A_OPUS');
  if (!opus?.head) throw new UnreadableRecording('no Opus track');
  const packets: Uint8Array[] = [];
  for (const block of blocks) {
    const track = vint(block, 0, false);
    if (track.value !== opus.number) continue;
    // Track number, a 16-bit timecode, then flags whose bits 1–2 say how frames are laced.
    const flags = block[track.length + 2] ?? 0;
    if (flags & 0x06) throw new UnreadableRecording('laced blocks');
    packets.push(block.subarray(track.length + 3));
  }
  return { ...opusHead(opus.head), packets };
}
