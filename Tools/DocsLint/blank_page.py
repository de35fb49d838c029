#!/usr/bin/env python3
"""Tells whether screenshots are blank: a PNG whose pixels are nearly all one colour.

    blank_page.py FILE...    one line per file; exit 1 when any is blank or not a PNG it can read

Decodes the PNG with the standard library alone (8-bit greyscale, RGB or RGBA, no interlace, as
Chromium writes them) and measures its ink: the share of pixels that differ from the commonest.
"""
import collections
import struct
import sys
import zlib

# A page that rendered holds text, rules or a picture; less ink than this is an empty page or one
# flat colour (a page that failed to render).
MINIMUM_INK = 0.005
CHANNELS = {0: 1, 2: 3, 4: 2, 6: 4}


def pixels(data):
    """The rows of an 8-bit, non-interlaced PNG as bytes, one pixel `channels` bytes wide."""
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    position, header, compressed = 8, None, []
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        body = data[position + 8:position + 8 + length]
        position += 12 + length
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            compressed.append(body)
        elif kind == b"IEND":
            break
    if header is None:
        raise ValueError("no IHDR chunk")
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in CHANNELS or interlace:
        raise ValueError(f"an unsupported PNG (bit depth {depth}, colour type {colour}, interlace {interlace})")
    channels = CHANNELS[colour]
    stride = width * channels
    raw = zlib.decompress(b"".join(compressed))
    if len(raw) != height * (stride + 1):
        raise ValueError("image data of the wrong size")
    high, low = int.from_bytes(b"\x80" * stride, "little"), int.from_bytes(b"\x7f" * stride, "little")
    full = (1 << (8 * stride)) - 1

    def add(a, b):
        """Bytewise a + b mod 256 of two rows held as integers, with no carry between bytes."""
        return ((a & low) + (b & low)) ^ ((a ^ b) & high)

    rows, previous = [], bytes(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)]
        if kind == 1:  # each byte plus the one a pixel to its left: a running sum, doubling its reach
            value, shift = int.from_bytes(row, "little"), 8 * channels
            while shift < 8 * stride:
                value = add(value, (value << shift) & full)
                shift *= 2
            row = value.to_bytes(stride, "little")
        elif kind == 2:  # each byte plus the one above
            row = add(int.from_bytes(row, "little"), int.from_bytes(previous, "little")).to_bytes(stride, "little")
        elif kind in (3, 4):
            row = bytearray(row)
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                if kind == 3:
                    row[i] = (row[i] + ((a + b) >> 1)) & 0xFF
                    continue
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 0xFF
            row = bytes(row)
        elif kind != 0:
            raise ValueError(f"an unknown row filter {kind}")
        rows.append(row)
        previous = row
    return width, height, channels, rows


def ink(data):
    """The share of pixels whose colour is not the commonest one (found on every 16th row)."""
    width, height, channels, rows = pixels(data)
    sample = collections.Counter()
    for row in rows[::16]:
        sample.update(row[i:i + channels] for i in range(0, len(row), channels))
    background = sample.most_common(1)[0][0]
    # Counting the background's bytes in a row finds its pixels: a run of them that straddled two
    # other pixels would need those two to spell it, which a page's colours all but never do.
    return 1 - sum(row.count(background) for row in rows) / (width * height)


def main(paths):
    failed = False
    for path in paths:
        try:
            share = ink(open(path, "rb").read())
        except (OSError, ValueError, zlib.error, struct.error) as error:
            print(f"{path}: cannot be read as a screenshot: {error}", file=sys.stderr)
            failed = True
            continue
        verdict = "blank" if share < MINIMUM_INK else "rendered"
        print(f"{path}: {verdict}, {share:.1%} of its pixels off the background")
        failed |= share < MINIMUM_INK
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
