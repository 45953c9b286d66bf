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

/** Reads a container's Opus stream, refusing one whose packets hold more than `maxSamples`. */
export type OpusReader = (bytes: Uint8Array, maxSamples: number) => OpusStream;

export class UnreadableRecording extends Error {}

/** The packets say the recording lasts longer than the reader was given. */
export class RecordingTooLong extends Error {}

/** Samples at 48 kHz in each frame, by the configuration in a packet's first byte (RFC 6716 §3.1). */
const frameSamples = (config: number) =>
  (config < 12 ? [480, 960, 1920, 2880] : config < 16 ? [480, 960, 480, 960] : [120, 240, 480, 960])[
    config % 4
  ] ?? 0;

/** Samples at 48 kHz an Opus packet holds, read from its first bytes. */
function packetSamples(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const code = toc & 3;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return frames * frameSamples(toc >> 3);
}

/** The shortest packet Opus has: 2.5 ms. */
const shortestPacket = 120;

/**
 * Collects a stream's packets as the container yields them, and stops the reading once they hold
 * more than `maxSamples`, or are more than packets of the shortest kind could be in that time: a
 * file of millions of tiny packets is refused at its first few thousand, not after all are kept.
 */
function packetsWithin(maxSamples: number) {
  const packets: Uint8Array[] = [];
  let samples = 0;
  return {
    packets,
    add(packet: Uint8Array) {
      samples += packetSamples(packet);
      packets.push(packet);
      if (samples > maxSamples || packets.length > maxSamples / shortestPacket) throw new RecordingTooLong();
    },
  };
}

/** The identification header every Opus stream starts with (RFC 7845 §5.1). */
function opusHead(bytes: Uint8Array): Pick<OpusStream, 'channels' | 'preSkip'> {
  if (bytes.length < 19 || new TextDecoder().decode(bytes.subarray(0, 8)) !== 'OpusHead') {
    throw new UnreadableRecording('not an Opus stream');
  }
  return { channels: bytes[9] ?? 1, preSkip: (bytes[10] ?? 0) | ((bytes[11] ?? 0) << 8) };
}

/**
 * Ogg pages (RFC 3533) joined into packets: the first the Opus header, the second its tags. A
 * packet within one segment is taken where it lies; only one that spans segments is copied.
 */
export const oggOpus: OpusReader = (bytes, maxSamples) => {
  const audio = packetsWithin(maxSamples);
  const headers: Uint8Array[] = [];
  const take = (packet: Uint8Array) => (headers.length < 2 ? headers.push(packet) : audio.add(packet));
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
      const segment = bytes.subarray(data, data + size);
      data += size;
      if (pageSerial !== serial) continue;
      // A lacing value under 255 ends a packet; 255 goes on in the next segment or page.
      if (size === 255) pending.push(segment);
      else if (pending.length === 0) take(segment);
      else {
        take(Buffer.concat([...pending, segment]));
        pending = [];
      }
    }
    at = data;
  }
  const [head] = headers;
  if (!head) throw new UnreadableRecording('no Ogg packet');
  return { ...opusHead(head), packets: audio.packets };
};

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

/** A recording holds one audio track; a file with more than this many is not one. */
const maxTracks = 8;

/**
 * WebM's Opus track and its blocks. The file is read as one flat run of elements, stepping into
 * the containers above, because a browser writes its segment and clusters with an unknown size.
 * The tracks come before the clusters, so each block is kept or passed over as it comes.
 */
export const webmOpus: OpusReader = (bytes, maxSamples) => {
  const tracks: { number?: number; codec?: string; head?: Uint8Array }[] = [];
  const audio = packetsWithin(maxSamples);
  for (let at = 0; at < bytes.length; ) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const start = at + id.length + size.length;
    if (entered.has(id.value)) {
      if (id.value === ids.trackEntry && tracks.push({}) > maxTracks) {
        throw new UnreadableRecording('too many tracks');
      }
      at = start;
      continue;
    }
    if (size.unknown || start + size.value > bytes.length) throw new UnreadableRecording('cut off');
    const data = bytes.subarray(start, start + size.value);
    const track = tracks.at(-1);
    if (id.value === ids.trackNumber && track) track.number = data.reduce((n, byte) => n * 256 + byte, 0);
    else if (id.value === ids.codecId && track) track.codec = new TextDecoder().decode(data);
    else if (id.value === ids.codecPrivate && track) track.head = data;
    else if (id.value === ids.simpleBlock || id.value === ids.block) {
      const opus = tracks.find((t) => t.codec === 'A_OPUS');
      const blockTrack = vint(data, 0, false);
      if (opus && blockTrack.value === opus.number) {
        // Track number, a 16-bit timecode, then flags whose bits 1–2 say how frames are laced.
        const flags = data[blockTrack.length + 2] ?? 0;
        if (flags & 0x06) throw new UnreadableRecording('laced blocks');
        audio.add(data.subarray(blockTrack.length + 3));
      }
    }
    at = start + size.value;
  }
  const opus = tracks.find((track) => track.codec === 'A_OPUS');
  if (!opus?.head) throw new UnreadableRecording('no Opus track');
  return { ...opusHead(opus.head), packets: audio.packets };
};
