//! A small argument reader: positionals and `--flag value` options.

use twofold_rules::error::quote;

pub struct Args {
    pub positional: Vec<String>,
    flags: Vec<(String, Option<String>)>,
}

impl Args {
    /// `with_value` names the flags that take a value.
    pub fn parse(argv: &[String], with_value: &[&str], switches: &[&str]) -> Result<Args, String> {
        let mut positional = Vec::new();
        let mut flags = Vec::new();
        let mut i = 0;
        while i < argv.len() {
            let a = &argv[i];
            if let Some(name) = a.strip_prefix("--") {
                let (name, inline) = match name.split_once('=') {
                    Some((n, v)) => (n, Some(v.to_string())),
                    None => (name, None),
                };
                if with_value.contains(&name) {
                    let value = match inline {
                        Some(v) => v,
                        None => {
                            i += 1;
                            argv.get(i).cloned().ok_or_else(|| format!("--{name} needs a value"))?
                        }
                    };
                    flags.push((name.to_string(), Some(value)));
                } else if switches.contains(&name) {
                    flags.push((name.to_string(), None));
                } else {
                    return Err(format!("unknown option {}", quote(&format!("--{name}"))));
                }
            } else {
                positional.push(a.clone());
            }
            i += 1;
        }
        Ok(Args { positional, flags })
    }

    /// Refuses positional arguments beyond the first `names.len()`, which
    /// the command `cmd` names in its usage.
    pub fn at_most(&self, cmd: &str, names: &[&str]) -> Result<(), String> {
        match self.positional.get(names.len()) {
            Some(extra) => Err(format!(
                "{cmd}: unexpected argument {} (it takes {})",
                quote(extra),
                if names.is_empty() { "no arguments besides its options".to_string() } else { names.join(", ") }
            )),
            None => Ok(()),
        }
    }

    pub fn value(&self, name: &str) -> Option<&str> {
        self.flags.iter().rev().find(|(n, _)| n == name).and_then(|(_, v)| v.as_deref())
    }

    pub fn has(&self, name: &str) -> bool {
        self.flags.iter().any(|(n, _)| n == name)
    }

    pub fn number<T: std::str::FromStr>(&self, name: &str, default: T) -> Result<T, String> {
        match self.value(name) {
            None => Ok(default),
            Some(v) => v.parse().map_err(|_| format!("--{name} must be a number, found {}", quote(v))),
        }
    }

    /// `--ms`: a finite time of at least 0 milliseconds (cut to the
    /// engine's most, `twofold_engine::MAX_MS`).
    pub fn millis(&self, name: &str, default: f64) -> Result<f64, String> {
        twofold_engine::time_limit(self.number(name, default)?).map_err(|e| format!("--{name}: {e}"))
    }
}
