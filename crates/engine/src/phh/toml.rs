//! The TOML a PHH file uses: `key = value` lines with strings, numbers, booleans and arrays
//! (nested, multi-line, with comments). Numbers are kept as text so amounts convert to cents
//! exactly. Tables and inline tables are skipped: PHH fields are top-level keys.
//!
//! A file is read into a [`Document`]: its keys, and its values in one flat list (an array
//! followed by its items), so reading a file allocates twice whatever its arrays.

use std::borrow::Cow;

/// A value of a [`Document`], borrowed from it.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum Value<'d, 'a> {
    /// A string: borrowed from the text unless it had escapes.
    Str(&'d Cow<'a, str>),
    /// A number or another bare token (`inf`, a date), as written.
    Bare(&'a str),
    Array(Array<'d, 'a>),
    /// An inline table, not interpreted.
    Table,
}

/// An array of a [`Document`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Array<'d, 'a> {
    len: usize,
    /// Its items, each followed by its own items when it is an array.
    nodes: &'d [Node<'a>],
}

impl<'d, 'a> Array<'d, 'a> {
    /// The number of items.
    pub fn len(self) -> usize {
        self.len
    }

    pub fn is_empty(self) -> bool {
        self.len == 0
    }

    pub fn iter(self) -> Items<'d, 'a> {
        Items { nodes: self.nodes }
    }
}

impl<'d, 'a> IntoIterator for Array<'d, 'a> {
    type Item = Value<'d, 'a>;
    type IntoIter = Items<'d, 'a>;

    fn into_iter(self) -> Items<'d, 'a> {
        self.iter()
    }
}

/// The items of an [`Array`], in order.
#[derive(Debug, Clone)]
pub struct Items<'d, 'a> {
    nodes: &'d [Node<'a>],
}

impl<'d, 'a> Iterator for Items<'d, 'a> {
    type Item = Value<'d, 'a>;

    fn next(&mut self) -> Option<Value<'d, 'a>> {
        let (value, size) = view(self.nodes)?;
        self.nodes = &self.nodes[size..];
        Some(value)
    }
}

/// A value as stored.
#[derive(Debug, Clone, PartialEq)]
enum Node<'a> {
    Str(Cow<'a, str>),
    Bare(&'a str),
    /// An array of `len` items, stored in the `span` nodes after this one.
    Array {
        len: usize,
        span: usize,
    },
    Table,
}

/// The value starting `nodes`, and how many nodes it takes.
fn view<'d, 'a>(nodes: &'d [Node<'a>]) -> Option<(Value<'d, 'a>, usize)> {
    Some(match nodes.first()? {
        Node::Str(s) => (Value::Str(s), 1),
        Node::Bare(t) => (Value::Bare(t), 1),
        Node::Table => (Value::Table, 1),
        &Node::Array { len, span } => {
            let nodes = &nodes[1..=span];
            (Value::Array(Array { len, nodes }), 1 + span)
        }
    })
}

/// A parsed file.
#[derive(Debug, Clone)]
pub struct Document<'a> {
    /// The top-level keys in file order, each with its value's first node (a PHH file has a
    /// dozen: a list beats a hash map).
    keys: Vec<(Cow<'a, str>, usize)>,
    /// The keys' bits (see `key_bit`): a key whose bit is clear is absent, without a search.
    key_bits: u64,
    nodes: Vec<Node<'a>>,
}

/// A key's bit in `Document::key_bits`, from its length and its first and last bytes.
fn key_bit(key: &str) -> u64 {
    let bytes = key.as_bytes();
    let (first, last) = match bytes {
        [first, .., last] => (*first, *last),
        [only] => (*only, *only),
        [] => (0, 0),
    };
    1 << ((bytes.len() * 31 + usize::from(first) + 3 * usize::from(last)) % 64)
}

impl<'a> Document<'a> {
    /// The value of the top-level `key`.
    pub fn get(&self, key: &str) -> Option<Value<'_, 'a>> {
        if self.key_bits & key_bit(key) == 0 {
            return None;
        }
        // Lengths and first bytes first: most keys differ there, without a call to compare.
        let same = |k: &str| k.len() == key.len() && k.as_bytes().first() == key.as_bytes().first();
        let &(_, at) = self.keys.iter().find(|(k, _)| same(k) && k == key)?;
        view(&self.nodes[at..]).map(|(value, _)| value)
    }

    /// The top-level keys in file order.
    pub fn keys(&self) -> impl Iterator<Item = &str> {
        self.keys.iter().map(|(k, _)| k.as_ref())
    }
}

/// A syntax error with its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub message: String,
}

/// The bytes of a bare key: ASCII letters and digits, `_`, `-` and `.`.
pub(super) const BARE_KEY: [bool; 256] = {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        let b = c as u8;
        table[c] = b.is_ascii_alphanumeric() || matches!(b, b'_' | b'-' | b'.');
        c += 1;
    }
    table
};

/// The bytes that end a bare value (a number, `true`).
pub(super) const BARE_END: [bool; 256] = {
    let mut table = [false; 256];
    let mut c = 0;
    while c < 256 {
        table[c] = matches!(c as u8, b',' | b']' | b'\n' | b'\r' | b'#' | b'}');
        c += 1;
    }
    table
};

/// The deepest arrays may nest (an array of arrays is 2): a PHH file nests two deep
/// (`_winners`); a deeper file is refused with a syntax error instead of exhausting the
/// reader's stack, which reads each level with a call.
pub const MAX_NESTING: usize = 32;

struct Parser<'a> {
    text: &'a [u8],
    src: &'a str,
    pos: usize,
    /// The values read so far.
    nodes: Vec<Node<'a>>,
    /// Arrays open around the value being read.
    depth: usize,
}

type Res<T> = Result<T, SyntaxError>;

/// Parses the top-level keys of `src`.
pub fn parse(src: &str) -> Res<Document<'_>> {
    let mut p = Parser {
        text: src.as_bytes(),
        src,
        pos: 0,
        depth: 0,
        // About one value per ten bytes in a PHH file.
        nodes: Vec::with_capacity(src.len() / 8 + 8),
    };
    let mut keys = Vec::with_capacity(16);
    let mut in_table = false;
    loop {
        p.skip_blank::<true>();
        let Some(c) = p.peek() else { break };
        if c == b'[' {
            // A [table] or [[array of tables]] header: its keys are not PHH fields.
            while let Some(c) = p.peek() {
                if c == b'\n' {
                    break;
                }
                p.pos += 1;
            }
            in_table = true;
            continue;
        }
        let key = p.key()?;
        p.skip_blank::<false>();
        if p.peek() != Some(b'=') {
            return Err(p.error(format!("expected '=' after key {key}")));
        }
        p.pos += 1;
        p.skip_blank::<false>();
        let at = p.nodes.len();
        p.value()?;
        p.skip_blank::<false>();
        match p.peek() {
            None | Some(b'\n') | Some(b'\r') => {}
            Some(_) => return Err(p.error("unexpected text after a value".into())),
        }
        if in_table {
            p.nodes.truncate(at);
        } else {
            if keys.iter().any(|(k, _)| *k == key) {
                return Err(p.error(format!("key {key} is defined twice")));
            }
            keys.push((key, at));
        }
    }
    let key_bits = keys.iter().fold(0, |bits, (k, _)| bits | key_bit(k));
    Ok(Document {
        keys,
        key_bits,
        nodes: p.nodes,
    })
}

impl<'a> Parser<'a> {
    fn peek(&self) -> Option<u8> {
        self.text.get(self.pos).copied()
    }

    fn error(&self, message: String) -> SyntaxError {
        let line = self.text[..self.pos.min(self.text.len())]
            .iter()
            .filter(|&&b| b == b'\n')
            .count()
            + 1;
        SyntaxError { line, message }
    }

    /// Moves past the bytes `keep` accepts.
    fn skip_while(&mut self, keep: impl Fn(u8) -> bool) {
        let rest = self.text.get(self.pos..).unwrap_or_default();
        self.pos += rest.iter().position(|&c| !keep(c)).unwrap_or(rest.len());
    }

    /// Skips spaces and comments; newlines too when `NEWLINES`.
    fn skip_blank<const NEWLINES: bool>(&mut self) {
        loop {
            self.skip_while(|c| {
                matches!(c, b' ' | b'\t') || NEWLINES && matches!(c, b'\n' | b'\r')
            });
            if self.peek() != Some(b'#') {
                break;
            }
            self.skip_while(|c| c != b'\n');
        }
    }

    fn key(&mut self) -> Res<Cow<'a, str>> {
        match self.peek() {
            Some(b'"') => self.basic_string(),
            Some(b'\'') => self.literal_string(),
            _ => {
                let start = self.pos;
                self.skip_while(|c| BARE_KEY[usize::from(c)]);
                if start == self.pos {
                    return Err(self.error("expected a key".into()));
                }
                Ok(Cow::Borrowed(&self.src[start..self.pos]))
            }
        }
    }

    /// Reads a value into `nodes`.
    fn value(&mut self) -> Res<()> {
        let node = match self.peek() {
            Some(b'"') => Node::Str(self.basic_string()?),
            Some(b'\'') => Node::Str(self.literal_string()?),
            Some(b'[') => return self.array(),
            Some(b'{') => {
                let mut depth = 0usize;
                while let Some(c) = self.peek() {
                    self.pos += 1;
                    match c {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                self.nodes.push(Node::Table);
                                return Ok(());
                            }
                        }
                        _ => {}
                    }
                }
                return Err(self.error("unterminated inline table".into()));
            }
            Some(_) => {
                let start = self.pos;
                self.skip_while(|c| !BARE_END[usize::from(c)]);
                let token = trim(&self.src[start..self.pos]);
                if token.is_empty() {
                    return Err(self.error("expected a value".into()));
                }
                Node::Bare(token)
            }
            None => return Err(self.error("expected a value".into())),
        };
        self.nodes.push(node);
        Ok(())
    }

    fn array(&mut self) -> Res<()> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(format!("arrays nested more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        let read = self.array_items();
        self.depth -= 1;
        read
    }

    fn array_items(&mut self) -> Res<()> {
        self.pos += 1;
        let at = self.nodes.len();
        self.nodes.push(Node::Array { len: 0, span: 0 });
        let mut len = 0;
        loop {
            self.skip_blank::<true>();
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    let span = self.nodes.len() - at - 1;
                    self.nodes[at] = Node::Array { len, span };
                    return Ok(());
                }
                None => return Err(self.error("unterminated array".into())),
                _ => {}
            }
            // Most items are one-line strings (the actions): read here, without a call.
            if self.peek() == Some(b'\'') {
                let s = self.literal_string()?;
                self.nodes.push(Node::Str(s));
            } else {
                self.value()?;
            }
            len += 1;
            self.skip_blank::<true>();
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                _ => return Err(self.error("expected ',' or ']' in an array".into())),
            }
        }
    }

    #[inline]
    fn literal_string(&mut self) -> Res<Cow<'a, str>> {
        if self.text[self.pos..].starts_with(b"'''") {
            return self.multiline(b"'''", false);
        }
        let start = self.pos + 1;
        let rest = &self.text[start..];
        let len = find_either(rest, b'\'', b'\n').unwrap_or(rest.len());
        self.pos = start + len;
        if rest.get(len) == Some(&b'\'') {
            self.pos += 1;
            return Ok(Cow::Borrowed(&self.src[start..start + len]));
        }
        Err(self.error("unterminated string".into()))
    }

    fn multiline(&mut self, delim: &[u8], escapes: bool) -> Res<Cow<'a, str>> {
        self.pos += 3;
        if self.peek() == Some(b'\n') {
            self.pos += 1;
        }
        let start = self.pos;
        while self.pos < self.text.len() {
            if self.text[self.pos..].starts_with(delim) {
                let raw = &self.src[start..self.pos];
                self.pos += 3;
                return if escapes {
                    unescape(raw).ok_or_else(|| self.error("bad escape in a string".into()))
                } else {
                    Ok(Cow::Borrowed(raw))
                };
            }
            if escapes && self.text[self.pos] == b'\\' {
                self.pos += 1;
            }
            self.pos += 1;
        }
        Err(self.error("unterminated string".into()))
    }

    fn basic_string(&mut self) -> Res<Cow<'a, str>> {
        if self.text[self.pos..].starts_with(b"\"\"\"") {
            return self.multiline(b"\"\"\"", true);
        }
        self.pos += 1;
        let start = self.pos;
        let mut escaped = false;
        while let Some(c) = self.peek() {
            match c {
                b'"' => {
                    let raw = &self.src[start..self.pos];
                    self.pos += 1;
                    if !escaped {
                        return Ok(Cow::Borrowed(raw));
                    }
                    return unescape(raw)
                        .ok_or_else(|| self.error("bad escape in a string".into()));
                }
                b'\\' => {
                    escaped = true;
                    self.pos += 2;
                }
                b'\n' => break,
                _ => self.pos += 1,
            }
        }
        Err(self.error("unterminated string".into()))
    }
}

/// The position of the first `a` or `b` in `bytes`, read eight bytes at a time.
pub(super) fn find_either(bytes: &[u8], a: u8, b: u8) -> Option<usize> {
    const ONES: u64 = u64::from_ne_bytes([1; 8]);
    const HIGHS: u64 = u64::from_ne_bytes([0x80; 8]);
    // The high bit of each zero byte of `word`: exact up to the first zero byte (in memory
    // order, the lowest in a little-endian word), perhaps set wrongly past it.
    let zeros = |word: u64| word.wrapping_sub(ONES) & !word & HIGHS;
    let mut chunks = bytes.chunks_exact(8);
    let mut at = 0;
    for chunk in &mut chunks {
        let mut eight = [0; 8];
        eight.copy_from_slice(chunk);
        let word = u64::from_le_bytes(eight);
        let found = zeros(word ^ (ONES * u64::from(a))) | zeros(word ^ (ONES * u64::from(b)));
        if found != 0 {
            return Some(at + found.trailing_zeros() as usize / 8);
        }
        at += 8;
    }
    let rest = chunks.remainder();
    rest.iter().position(|&c| c == a || c == b).map(|i| at + i)
}

/// `str::trim`, without its work when the ends are ASCII and not blank (a number).
fn trim(token: &str) -> &str {
    // The ASCII characters `char::is_whitespace` takes: tab to carriage return, and space.
    let plain = |b: u8| b.is_ascii() && !matches!(b, b'\t'..=b'\r' | b' ');
    match token.as_bytes() {
        [first, .., last] if plain(*first) && plain(*last) => token,
        [only] if plain(*only) => token,
        _ => token.trim(),
    }
}

fn unescape(raw: &str) -> Option<Cow<'_, str>> {
    if !raw.contains('\\') {
        return Some(Cow::Borrowed(raw));
    }
    let mut out = String::with_capacity(raw.len());
    let mut chars = raw.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next()? {
            'n' => out.push('\n'),
            't' => out.push('\t'),
            'r' => out.push('\r'),
            'b' => out.push('\u{8}'),
            'f' => out.push('\u{c}'),
            '"' => out.push('"'),
            '\\' => out.push('\\'),
            'u' => {
                let hex: String = chars.by_ref().take(4).collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
            }
            'U' => {
                let hex: String = chars.by_ref().take(8).collect();
                out.push(char::from_u32(u32::from_str_radix(&hex, 16).ok()?)?);
            }
            '\n' => {
                while chars.clone().next().is_some_and(char::is_whitespace) {
                    chars.next();
                }
            }
            _ => return None,
        }
    }
    Some(Cow::Owned(out))
}

#[cfg(test)]
mod tests {
    use super::{Value, parse};

    #[test]
    fn parses_the_phh_subset() {
        let src = "variant = 'NT' # comment\nantes = [0, 0.5,\n  1_000, # c\n]\nname = \"a\\\"b\"\nnested = [['a'], [], 'b']\n[x]\nvariant = 'FT'\n";
        let doc = parse(src).expect("parses");
        assert_eq!(
            doc.keys().collect::<Vec<_>>(),
            ["variant", "antes", "name", "nested"]
        );
        assert!(matches!(doc.get("variant"), Some(Value::Str(s)) if s == "NT"));
        let Some(Value::Array(antes)) = doc.get("antes") else {
            panic!("antes is an array");
        };
        assert_eq!(antes.len(), 3);
        assert_eq!(
            antes.iter().collect::<Vec<_>>(),
            [Value::Bare("0"), Value::Bare("0.5"), Value::Bare("1_000")]
        );
        assert!(matches!(doc.get("name"), Some(Value::Str(s)) if s == "a\"b"));
        let Some(Value::Array(nested)) = doc.get("nested") else {
            panic!("nested is an array");
        };
        let items: Vec<_> = nested.iter().collect();
        assert_eq!(items.len(), 3);
        let [Value::Array(first), Value::Array(second), Value::Str(b)] = items[..] else {
            panic!("two arrays and a string: {items:?}");
        };
        assert!(matches!(first.iter().collect::<Vec<_>>()[..], [Value::Str(a)] if a == "a"));
        assert!(second.is_empty());
        assert_eq!(b, "b");
        assert_eq!(doc.get("x"), None);
    }

    #[test]
    fn finds_the_first_of_two_bytes() {
        let text = b"p1 cbr 6',\n  'p2 f'\n";
        for start in 0..text.len() {
            let slow = text[start..].iter().position(|&c| c == b'\'' || c == b'\n');
            assert_eq!(super::find_either(&text[start..], b'\'', b'\n'), slow);
        }
        // A byte just above a match (0x28 after 0x27) is not taken for one.
        assert_eq!(super::find_either(b"abcdefg'(", b'\'', b'\n'), Some(7));
        assert_eq!(super::find_either(b"\x01\x80'", b'\'', b'\n'), Some(2));
        assert_eq!(super::find_either(b"abcdefghijk", b'\'', b'\n'), None);
    }

    #[test]
    fn reports_the_line_of_an_error() {
        let err = parse("a = 1\nb = [1, 2\n").expect_err("unterminated");
        assert_eq!(err.line, 3);
    }
}
