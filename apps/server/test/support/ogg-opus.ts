/** Ogg's page checksum (RFC 3533): CRC-32 with polynomial 0x04C11DB7, unreflected, from zero. */
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let r = n << 24;
  for (let i = 0; i < 8; i++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});

const crc = (bytes: Uint8Array) =>
  bytes.reduce((r, byte) => ((r << 8) ^ (crcTable[((r >>> 24) ^ byte) & 0xff] ?? 0)) >>> 0, 0);

/** One Ogg page holding whole packets of under 255 bytes each, its checksum set. */
function page(packets: Uint8Array[], sequence: number, granule: number, flags: number): Buffer {
  const data = Buffer.concat(packets);
  const header = Buffer.alloc(27 + packets.length);
  header.write('OggS', 0, 'latin1');
  header[5] = flags;
  header.writeBigUInt64LE(BigInt(granule), 6);
  header.writeUInt32LE(0x7470, 14);
  header.writeUInt32LE(sequence, 18);
  header[26] = packets.length;
  packets.forEach((packet, i) => {
    header[27 + i] = packet.length;
  });
  const bytes = Buffer.concat([header, data]);
  bytes.writeUInt32LE(crc(bytes), 22);
  return bytes;
}

const preSkip = 312;

/** Config 31 (CELT, fullband, 20 ms), mono, one frame of no bytes, which decoders conceal as silence. */
const emptyFrame = Uint8Array.of(0xf8);

/**
 * A valid Ogg/Opus file of `count` copies of `packet`, 255 of them to a page: about 2.1 bytes a
 * packet for a one-byte packet, 1.1 for an empty one.
 */
export function tinyPacketsOgg(count: number, packet: Uint8Array = emptyFrame): Buffer {
  const head = Buffer.alloc(19);
  head.write('OpusHead', 0, 'latin1');
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(preSkip, 10);
  head.writeUInt32LE(48000, 12);
  const tags = Buffer.alloc(16);
  tags.write('OpusTags', 0, 'latin1');
  const pages = [page([head], 0, 0, 0x02), page([tags], 1, 0, 0)];
  for (let sent = 0; sent < count; ) {
    const n = Math.min(255, count - sent);
    sent += n;
    const last = sent === count;
    const granule = preSkip + (packet.length ? sent * 960 : 0);
    pages.push(page(Array(n).fill(packet), pages.length, granule, last ? 0x04 : 0));
  }
  return Buffer.concat(pages);
}
