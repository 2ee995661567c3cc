// TextDecoder and TextEncoder for the wasm-bindgen glue (scripts/build.sh makes the glue import
// them from here): the runtime's own, else a small UTF-8 codec, for environments that have
// neither, such as Jest's jsdom environment. Rust only ever hands over valid UTF-8.
class Utf8Decoder {
  /**
   * @param {ArrayLike<number>} [b]
   * @returns {string}
   */
  decode(b) {
    if (!b) return '';
    let s = '';
    for (let i = 0; i < b.length;) {
      let c = /** @type {number} */ (b[i++]);
      if (c >= 0xf0) c = ((c & 7) << 18) | ((b[i++] & 63) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
      else if (c >= 0xe0) c = ((c & 15) << 12) | ((b[i++] & 63) << 6) | (b[i++] & 63);
      else if (c >= 0xc0) c = ((c & 31) << 6) | (b[i++] & 63);
      s += String.fromCodePoint(c);
    }
    return s;
  }
}

class Utf8Encoder {
  /**
   * @param {string} [s]
   * @returns {Uint8Array}
   */
  encode(s = '') {
    /** @type {number[]} */
    const out = [];
    for (const ch of s) {
      let c = /** @type {number} */ (ch.codePointAt(0));
      if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd; // a lone surrogate, as TextEncoder does
      if (c < 0x80) out.push(c);
      else if (c < 0x800) out.push(0xc0 | (c >> 6), 0x80 | (c & 63));
      else if (c < 0x10000) out.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
      else out.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 63), 0x80 | ((c >> 6) & 63), 0x80 | (c & 63));
    }
    return new Uint8Array(out);
  }
}

const TD = globalThis.TextDecoder ?? Utf8Decoder;
const TE = globalThis.TextEncoder ?? Utf8Encoder;
export { TD as TextDecoder, TE as TextEncoder };
