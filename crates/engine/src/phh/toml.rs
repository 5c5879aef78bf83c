//! The TOML a PHH file uses: `key = value` lines with strings, numbers, booleans and arrays
//! (nested, multi-line, with comments). Numbers are kept as text so amounts convert to cents
//! exactly. Tables and inline tables are skipped: PHH fields are top-level keys.

use std::borrow::Cow;

/// A parsed value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value<'a> {
    /// A string: borrowed from the text unless it had escapes.
    Str(Cow<'a, str>),
    /// A number or another bare token (`inf`, a date), as written.
    Bare(&'a str),
    Array(Vec<Value<'a>>),
    /// An inline table, not interpreted.
    Table,
}

/// A syntax error with its line.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct SyntaxError {
    pub line: usize,
    pub message: String,
}

struct Parser<'a> {
    text: &'a [u8],
    src: &'a str,
    pos: usize,
}

type Res<T> = Result<T, SyntaxError>;

/// The top-level keys in file order (a PHH file has a dozen: a list beats a hash map).
pub type Table<'a> = Vec<(Cow<'a, str>, Value<'a>)>;

/// The value of `key` in `table`.
pub fn get<'t, 'a>(table: &'t Table<'a>, key: &str) -> Option<&'t Value<'a>> {
    table.iter().find(|(k, _)| k == key).map(|(_, v)| v)
}

/// Parses the top-level keys of `src`.
pub fn parse(src: &str) -> Res<Table<'_>> {
    let mut p = Parser {
        text: src.as_bytes(),
        src,
        pos: 0,
    };
    let mut out: Table<'_> = Vec::with_capacity(16);
    let mut in_table = false;
    loop {
        p.skip_blank(true);
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
        p.skip_blank(false);
        if p.peek() != Some(b'=') {
            return Err(p.error(format!("expected '=' after key {key}")));
        }
        p.pos += 1;
        p.skip_blank(false);
        let value = p.value()?;
        p.skip_blank(false);
        match p.peek() {
            None | Some(b'\n') | Some(b'\r') => {}
            Some(_) => return Err(p.error("unexpected text after a value".into())),
        }
        if !in_table {
            if get(&out, &key).is_some() {
                return Err(p.error(format!("key {key} is defined twice")));
            }
            out.push((key, value));
        }
    }
    Ok(out)
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

    /// Skips spaces and comments; newlines too when `newlines`.
    fn skip_blank(&mut self, newlines: bool) {
        while let Some(c) = self.peek() {
            match c {
                b' ' | b'\t' => self.pos += 1,
                b'\n' | b'\r' if newlines => self.pos += 1,
                b'#' => {
                    while let Some(c) = self.peek() {
                        if c == b'\n' {
                            break;
                        }
                        self.pos += 1;
                    }
                }
                _ => break,
            }
        }
    }

    fn key(&mut self) -> Res<Cow<'a, str>> {
        match self.peek() {
            Some(b'"') => self.basic_string(),
            Some(b'\'') => self.literal_string(),
            _ => {
                let start = self.pos;
                while let Some(c) = self.peek() {
                    if c.is_ascii_alphanumeric() || c == b'_' || c == b'-' || c == b'.' {
                        self.pos += 1;
                    } else {
                        break;
                    }
                }
                if start == self.pos {
                    return Err(self.error("expected a key".into()));
                }
                Ok(Cow::Borrowed(&self.src[start..self.pos]))
            }
        }
    }

    fn value(&mut self) -> Res<Value<'a>> {
        match self.peek() {
            Some(b'"') => Ok(Value::Str(self.basic_string()?)),
            Some(b'\'') => Ok(Value::Str(self.literal_string()?)),
            Some(b'[') => self.array(),
            Some(b'{') => {
                let mut depth = 0usize;
                while let Some(c) = self.peek() {
                    self.pos += 1;
                    match c {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                return Ok(Value::Table);
                            }
                        }
                        _ => {}
                    }
                }
                Err(self.error("unterminated inline table".into()))
            }
            Some(_) => {
                let start = self.pos;
                while let Some(c) = self.peek() {
                    if matches!(c, b',' | b']' | b'\n' | b'\r' | b'#' | b'}') {
                        break;
                    }
                    self.pos += 1;
                }
                let token = self.src[start..self.pos].trim();
                if token.is_empty() {
                    return Err(self.error("expected a value".into()));
                }
                Ok(Value::Bare(token))
            }
            None => Err(self.error("expected a value".into())),
        }
    }

    fn array(&mut self) -> Res<Value<'a>> {
        self.pos += 1;
        let mut items = Vec::new();
        loop {
            self.skip_blank(true);
            match self.peek() {
                Some(b']') => {
                    self.pos += 1;
                    return Ok(Value::Array(items));
                }
                None => return Err(self.error("unterminated array".into())),
                _ => {}
            }
            items.push(self.value()?);
            self.skip_blank(true);
            match self.peek() {
                Some(b',') => self.pos += 1,
                Some(b']') => {}
                _ => return Err(self.error("expected ',' or ']' in an array".into())),
            }
        }
    }

    fn literal_string(&mut self) -> Res<Cow<'a, str>> {
        if self.text[self.pos..].starts_with(b"'''") {
            return self.multiline(b"'''", false);
        }
        self.pos += 1;
        let start = self.pos;
        while let Some(c) = self.peek() {
            if c == b'\'' {
                let s = &self.src[start..self.pos];
                self.pos += 1;
                return Ok(Cow::Borrowed(s));
            }
            if c == b'\n' {
                break;
            }
            self.pos += 1;
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
        while let Some(c) = self.peek() {
            match c {
                b'"' => {
                    let raw = &self.src[start..self.pos];
                    self.pos += 1;
                    return unescape(raw)
                        .ok_or_else(|| self.error("bad escape in a string".into()));
                }
                b'\\' => self.pos += 2,
                b'\n' => break,
                _ => self.pos += 1,
            }
        }
        Err(self.error("unterminated string".into()))
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
        let src = "variant = 'NT' # comment\nantes = [0, 0.5,\n  1_000, # c\n]\nname = \"a\\\"b\"\n[x]\nvariant = 'FT'\n";
        let map = parse(src).expect("parses");
        let map: std::collections::HashMap<_, _> = map.into_iter().collect();
        assert_eq!(map["variant"], Value::Str("NT".into()));
        assert_eq!(
            map["antes"],
            Value::Array(vec![
                Value::Bare("0"),
                Value::Bare("0.5"),
                Value::Bare("1_000")
            ])
        );
        assert_eq!(map["name"], Value::Str("a\"b".into()));
    }

    #[test]
    fn reports_the_line_of_an_error() {
        let err = parse("a = 1\nb = [1, 2\n").expect_err("unterminated");
        assert_eq!(err.line, 3);
    }
}
