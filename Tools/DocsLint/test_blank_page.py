"""The blank-page check on PNGs made here, one row filter at a time."""
import pathlib
import struct
import subprocess
import sys
import tempfile
import unittest
import zlib

sys.path.insert(0, str(pathlib.Path(__file__).parent))
import blank_page  # noqa: E402


def png(rows, filters, channels=3):
    """An 8-bit PNG of `rows` (lists of byte values), each row stored with the filter given."""
    width, height = len(rows[0]) // channels, len(rows)
    raw, previous = bytearray(), [0] * len(rows[0])
    for row, kind in zip(rows, filters):
        out = []
        for i, value in enumerate(row):
            a = row[i - channels] if i >= channels else 0
            b, c = previous[i], previous[i - channels] if i >= channels else 0
            p = a + b - c
            paeth = a if abs(p - a) <= abs(p - b) and abs(p - a) <= abs(p - c) else b if abs(p - b) <= abs(p - c) else c
            predictor = [0, a, b, (a + b) >> 1, paeth][kind]
            out.append((value - predictor) & 0xFF)
        raw += bytes([kind] + out)
        previous = row

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body))

    colour = {1: 0, 3: 2, 4: 6}[channels]
    header = struct.pack(">IIBBBBB", width, height, 8, colour, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b"")


class BlankPageTests(unittest.TestCase):
    def test_every_row_filter_decodes_to_the_pixels_written(self):
        rows = [[(x * 37 + y * 91 + c * 13) % 256 for x in range(40) for c in range(3)] for y in range(10)]
        for kind in range(5):
            with self.subTest(filter=kind):
                _, _, _, decoded = blank_page.pixels(png(rows, [kind] * len(rows)))
                self.assertEqual([list(row) for row in decoded], rows)

    def test_mixed_filters_and_alpha_decode_too(self):
        rows = [[(x * 5 + y * 11 + c) % 256 for x in range(9) for c in range(4)] for y in range(8)]
        _, _, channels, decoded = blank_page.pixels(png(rows, [0, 1, 2, 3, 4, 4, 3, 2], channels=4))
        self.assertEqual((channels, [list(row) for row in decoded]), (4, rows))

    def test_one_colour_is_blank_and_a_page_with_text_is_not(self):
        white = [[255] * 300 for _ in range(100)]
        text = [row[:] for row in white]
        for y in range(40, 50):
            text[y][30:270] = [20] * 240
        self.assertEqual(blank_page.ink(png(white, [2] * 100)), 0)
        self.assertAlmostEqual(blank_page.ink(png(text, [4] * 100)), 800 / 10000)

    def test_the_command_fails_on_a_blank_page_and_on_a_file_that_is_no_png(self):
        with tempfile.TemporaryDirectory() as folder:
            blank, page, junk = (pathlib.Path(folder) / name for name in ("blank.png", "page.png", "junk.png"))
            blank.write_bytes(png([[250] * 60] * 20, [0] * 20))
            page.write_bytes(png([[250] * 60] * 10 + [[0] * 60] * 10, [1] * 20))
            junk.write_bytes(b"<html>")
            run = [sys.executable, pathlib.Path(blank_page.__file__)]
            passed = subprocess.run(run + [page], capture_output=True, text=True)
            failed = subprocess.run(run + [page, blank, junk], capture_output=True, text=True)
        self.assertEqual(passed.returncode, 0)
        self.assertIn("page.png: rendered, 50.0% of its pixels off the background", passed.stdout)
        self.assertEqual(failed.returncode, 1)
        self.assertIn("blank.png: blank", failed.stdout)
        self.assertIn("junk.png: cannot be read as a screenshot: not a PNG", failed.stderr)


if __name__ == "__main__":
    unittest.main()
