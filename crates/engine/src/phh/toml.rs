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
pub fn parse<'a>(src: &'a str) -> Res<Document<'a>> {
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
    // Names used as tables (`[a]`, `[[a]]`, or the first part of a dotted key `a.b = 1`),
    // and the dotted keys and headers seen: each may be defined once, as TOML requires.
    let mut tables: Vec<Cow<'a, str>> = Vec::new();
    let mut seen: Vec<Vec<Cow<'a, str>>> = Vec::new();
    let mut header: Vec<Cow<'a, str>> = Vec::new();
    loop {
        p.skip_blank::<true>()?;
        let Some(c) = p.peek() else { break };
        if c == b'[' {
            // A [table] or [[array of tables]] header: its keys are not PHH fields.
            let many = p.text[p.pos..].starts_with(b"[[");
            p.pos += if many { 2 } else { 1 };
            p.skip_blank::<false>()?;
            let path = p.key_path()?;
            p.skip_blank::<false>()?;
            let close: &[u8] = if many { b"]]" } else { b"]" };
            if !p.text[p.pos..].starts_with(close) {
                return Err(p.error("a table header must end with ']'".into()));
            }
            p.pos += close.len();
            p.end_of_line()?;
            let root = path[0].clone();
            if keys.iter().any(|(k, _)| *k == root) {
                return Err(p.error(format!("key {root} is defined twice")));
            }
            if !many {
                if seen.contains(&path) {
                    return Err(p.error(format!("table {} is defined twice", path.join("."))));
                }
                seen.push(path.clone());
            }
            if !tables.contains(&root) {
                tables.push(root);
            }
            header = path;
            in_table = true;
            continue;
        }
        let path = p.key_path()?;
        p.skip_blank::<false>()?;
        if p.peek() != Some(b'=') {
            return Err(p.error(format!("expected '=' after key {}", path.join("."))));
        }
        p.pos += 1;
        p.skip_blank::<false>()?;
        let at = p.nodes.len();
        p.value()?;
        p.end_of_line()?;
        if in_table || path.len() > 1 {
            // A key inside a table: not a PHH field, but defined once all the same.
            p.nodes.truncate(at);
            let mut full = header.clone();
            full.extend(path.iter().cloned());
            if seen.contains(&full) {
                return Err(p.error(format!("key {} is defined twice", full.join("."))));
            }
            seen.push(full);
            if !in_table {
                let root = path[0].clone();
                if keys.iter().any(|(k, _)| *k == root) {
                    return Err(p.error(format!("key {root} is defined twice")));
                }
                if !tables.contains(&root) {
                    tables.push(root);
                }
            }
        } else {
            let key = path.into_iter().next().unwrap_or_default();
            if keys.iter().any(|(k, _)| *k == key) || tables.contains(&key) {
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

    /// Skips spaces and comments; newlines too when `NEWLINES`. A comment holds no control
    /// character but a tab, and a carriage return only ends a line before a line feed.
    fn skip_blank<const NEWLINES: bool>(&mut self) -> Res<()> {
        loop {
            self.skip_while(|c| matches!(c, b' ' | b'\t') || NEWLINES && c == b'\n');
            match self.peek() {
                Some(b'\r') if NEWLINES => {
                    if self.text.get(self.pos + 1) != Some(&b'\n') {
                        return Err(self.error("a carriage return not before a line feed".into()));
                    }
                    self.pos += 1;
                }
                Some(b'#') => {
                    self.skip_while(|c| c != b'\n' && c != b'\r' && !is_control(c));
                    match self.peek() {
                        None | Some(b'\n') => {}
                        Some(b'\r') if self.text.get(self.pos + 1) == Some(&b'\n') => {}
                        Some(_) => {
                            return Err(self.error("a control character in a comment".into()));
                        }
                    }
                }
                _ => return Ok(()),
            }
        }
    }

    /// After a value or a header: spaces, a comment, then the end of the line or the text.
    fn end_of_line(&mut self) -> Res<()> {
        self.skip_blank::<false>()?;
        match self.peek() {
            None | Some(b'\n') => Ok(()),
            Some(b'\r') if self.text.get(self.pos + 1) == Some(&b'\n') => Ok(()),
            Some(_) => Err(self.error("unexpected text after a value".into())),
        }
    }

    /// A key, dotted or not: its parts (`a.b` is `[a, b]`).
    fn key_path(&mut self) -> Res<Vec<Cow<'a, str>>> {
        let mut path = vec![self.key()?];
        loop {
            let save = self.pos;
            self.skip_blank::<false>()?;
            if self.peek() != Some(b'.') {
                self.pos = save;
                return Ok(path);
            }
            self.pos += 1;
            self.skip_blank::<false>()?;
            path.push(self.key()?);
        }
    }

    fn key(&mut self) -> Res<Cow<'a, str>> {
        match self.peek() {
            Some(b'"') => self.basic_string(),
            Some(b'\'') => self.literal_string(),
            _ => {
                let start = self.pos;
                self.skip_while(|c| BARE_KEY[usize::from(c)] && c != b'.');
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
            Some(b'[') => return self.nested(Self::array_items),
            Some(b'{') => return self.nested(Self::inline_table),
            Some(_) => {
                let start = self.pos;
                self.skip_while(|c| !BARE_END[usize::from(c)]);
                let token = trim_blank(&self.src[start..self.pos]);
                self.pos = start + token.len();
                if token.is_empty() {
                    return Err(self.error("expected a value".into()));
                }
                if !bare_value(token) {
                    return Err(self.error(format!("{token:?} is not a value")));
                }
                Node::Bare(token)
            }
            None => return Err(self.error("expected a value".into())),
        };
        self.nodes.push(node);
        Ok(())
    }

    /// Reads an array or an inline table, one level deeper.
    fn nested(&mut self, read: fn(&mut Self) -> Res<()>) -> Res<()> {
        if self.depth >= MAX_NESTING {
            return Err(self.error(format!("values nested more than {MAX_NESTING} deep")));
        }
        self.depth += 1;
        let done = read(self);
        self.depth -= 1;
        done
    }

    /// An inline table (`{ a = 1, b.c = 'x' }`): checked as TOML reads it, kept as a
    /// [`Value::Table`] (no PHH field is one).
    fn inline_table(&mut self) -> Res<()> {
        self.pos += 1;
        let at = self.nodes.len();
        let mut seen: Vec<Vec<Cow<'a, str>>> = Vec::new();
        self.skip_while(|c| matches!(c, b' ' | b'\t'));
        if self.peek() == Some(b'}') {
            self.pos += 1;
        } else {
            loop {
                self.skip_while(|c| matches!(c, b' ' | b'\t'));
                let path = self.key_path()?;
                if seen
                    .iter()
                    .any(|k| k.starts_with(&path) || path.starts_with(k))
                {
                    return Err(self.error(format!("key {} is defined twice", path.join("."))));
                }
                seen.push(path);
                self.skip_while(|c| matches!(c, b' ' | b'\t'));
                if self.peek() != Some(b'=') {
                    return Err(self.error("expected '=' in an inline table".into()));
                }
                self.pos += 1;
                self.skip_while(|c| matches!(c, b' ' | b'\t'));
                self.value()?;
                self.skip_while(|c| matches!(c, b' ' | b'\t'));
                match self.peek() {
                    Some(b',') => self.pos += 1,
                    Some(b'}') => {
                        self.pos += 1;
                        break;
                    }
                    _ => return Err(self.error("expected ',' or '}' in an inline table".into())),
                }
            }
        }
        self.nodes.truncate(at);
        self.nodes.push(Node::Table);
        Ok(())
    }

    fn array_items(&mut self) -> Res<()> {
        self.pos += 1;
        let at = self.nodes.len();
        self.nodes.push(Node::Array { len: 0, span: 0 });
        let mut len = 0;
        loop {
            self.skip_blank::<true>()?;
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
            self.skip_blank::<true>()?;
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
            if rest[..len].iter().any(|&c| is_control(c)) {
                return Err(self.error("a control character in a string".into()));
            }
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
            let c = self.text[self.pos];
            let crlf = c == b'\r' && self.text.get(self.pos + 1) == Some(&b'\n');
            if is_control(c) && c != b'\n' && !crlf {
                return Err(self.error("a control character in a string".into()));
            }
            if escapes && c == b'\\' {
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
                    // A line ending escaped belongs to multi-line strings only.
                    if matches!(self.text.get(self.pos + 1), None | Some(b'\n' | b'\r')) {
                        break;
                    }
                    self.pos += 2;
                }
                b'\n' => break,
                c if is_control(c) => {
                    return Err(self.error("a control character in a string".into()));
                }
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

/// A control character TOML allows only escaped: U+0000 to U+001F but the tab, and U+007F.
#[inline]
fn is_control(c: u8) -> bool {
    (c < 0x20 && c != b'\t') || c == 0x7f
}

/// A bare value without the spaces and tabs before the comma, bracket or comment after it.
fn trim_blank(token: &str) -> &str {
    token.trim_end_matches([' ', '\t'])
}

/// Whether a bare token is a TOML value: a boolean, an integer or a float in range, or a
/// date and time. (The hand-history reader reads numbers from the text as written.)
pub(super) fn bare_value(t: &str) -> bool {
    matches!(t, "true" | "false") || integer(t) || float(t) || datetime(t)
}

/// `d(_?d)*` over the digits `digit` takes.
fn digit_run(t: &str, digit: impl Fn(u8) -> bool) -> bool {
    let b = t.as_bytes();
    !b.is_empty()
        && digit(b[0])
        && digit(b[b.len() - 1])
        && b.iter().all(|&c| c == b'_' || digit(c))
        && !t.contains("__")
}

fn integer(t: &str) -> bool {
    let prefixed = |p: &str, radix: u32, digit: fn(u8) -> bool| {
        t.strip_prefix(p).is_some_and(|d| {
            digit_run(d, digit) && i64::from_str_radix(&d.replace('_', ""), radix).is_ok()
        })
    };
    if prefixed("0x", 16, |c| c.is_ascii_hexdigit())
        || prefixed("0o", 8, |c| (b'0'..=b'7').contains(&c))
        || prefixed("0b", 2, |c| matches!(c, b'0' | b'1'))
    {
        return true;
    }
    let unsigned = t.strip_prefix(['+', '-']).unwrap_or(t);
    digit_run(unsigned, |c| c.is_ascii_digit())
        && (unsigned == "0" || !unsigned.starts_with('0'))
        && t.replace('_', "").parse::<i64>().is_ok()
}

fn float(t: &str) -> bool {
    let unsigned = t.strip_prefix(['+', '-']).unwrap_or(t);
    if matches!(unsigned, "inf" | "nan") {
        return true;
    }
    let dec = |d: &str| digit_run(d, |c| c.is_ascii_digit());
    let (mantissa, exponent) = match unsigned.split_once(['e', 'E']) {
        Some((m, e)) => (m, Some(e)),
        None => (unsigned, None),
    };
    let (whole, fraction) = match mantissa.split_once('.') {
        Some((w, f)) => (w, Some(f)),
        None => (mantissa, None),
    };
    let whole_ok = dec(whole) && (whole == "0" || !whole.starts_with('0'));
    let fraction_ok = fraction.is_none_or(dec);
    let exponent_ok = exponent.is_none_or(|e| dec(e.strip_prefix(['+', '-']).unwrap_or(e)));
    whole_ok
        && fraction_ok
        && exponent_ok
        && (fraction.is_some() || exponent.is_some())
        // Beyond the largest float: refused as the `toml` crate refuses it (which reads an
        // overflow below the smallest as -inf; the hand-history reader refuses either as an
        // amount).
        && t.replace('_', "")
            .parse::<f64>()
            .is_ok_and(|f| f != f64::INFINITY)
}

/// A TOML date, time, local date-time or offset date-time.
fn datetime(t: &str) -> bool {
    let b = t.as_bytes();
    let num = |from: usize, n: usize, max: u32| {
        b.get(from..from + n)
            .is_some_and(|d| d.iter().all(u8::is_ascii_digit))
            && t[from..from + n].parse::<u32>().is_ok_and(|v| v <= max)
    };
    let time = |at: usize| -> Option<usize> {
        if !(num(at, 2, 23) && b.get(at + 2) == Some(&b':') && num(at + 3, 2, 59))
            || b.get(at + 5) != Some(&b':')
            || !num(at + 6, 2, 60)
        {
            return None;
        }
        let mut end = at + 8;
        if b.get(end) == Some(&b'.') {
            let digits = b[end + 1..]
                .iter()
                .take_while(|c| c.is_ascii_digit())
                .count();
            if digits == 0 {
                return None;
            }
            end += 1 + digits;
        }
        Some(end)
    };
    let date = num(0, 4, 9999)
        && b.get(4) == Some(&b'-')
        && num(5, 2, 12)
        && b.get(7) == Some(&b'-')
        && num(8, 2, 31)
        && t[5..7] != *"00"
        && t[8..10] != *"00";
    if !date {
        return time(0) == Some(b.len());
    }
    if b.len() == 10 {
        return true;
    }
    if !matches!(b.get(10), Some(b'T' | b't' | b' ')) {
        return false;
    }
    let Some(end) = time(11) else { return false };
    match &t[end..] {
        "" | "Z" | "z" => true,
        offset => {
            let o = offset.as_bytes();
            o.len() == 6
                && matches!(o[0], b'+' | b'-')
                && o[1..3].iter().all(u8::is_ascii_digit)
                && o[3] == b':'
                && o[4..6].iter().all(u8::is_ascii_digit)
        }
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
            e @ ('u' | 'U') => {
                let n = if e == 'u' { 4 } else { 8 };
                let hex: String = chars.by_ref().take(n).collect();
                if hex.len() != n || !hex.bytes().all(|b| b.is_ascii_hexdigit()) {
                    return None;
                }
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
