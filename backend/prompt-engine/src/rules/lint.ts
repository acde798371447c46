// The rule security lint: rules are instructions an agent obeys with the developer's permissions, so a rule is read
// for what could turn the agent against its user. Offline and deterministic; every finding names its line.

export type RuleLintSeverity = 'high' | 'medium' | 'low';

export const RULE_LINT_CHECKS = {
  'hidden-unicode': 'Hidden or bidirectional Unicode',
  exfiltration: 'Sends code, secrets or environment to a URL',
  'download-and-run': 'Downloads and runs code',
  'disables-safeguards': 'Disables tests, linters, confirmations or safety checks',
  'secret-in-rule': 'Secret or key pasted into the rule',
  'hides-changes': 'Hides changes from the user',
} as const;
export type RuleLintCheck = keyof typeof RULE_LINT_CHECKS;

export interface RuleLintFinding {
  severity: RuleLintSeverity;
  check: RuleLintCheck;
  /** 1-based line and column (in UTF-16 code units, as editors count) of the first match. */
  line: number;
  column: number;
  message: string;
  /** The line, cut to 160 characters, with invisible characters shown as <U+XXXX>. */
  excerpt: string;
  fix: string;
}

export interface RuleLintResult {
  findings: RuleLintFinding[];
  counts: Record<RuleLintSeverity, number>;
  /** The highest severity found, or null for a clean rule. */
  highest: RuleLintSeverity | null;
}

// ---------------------------------------------------------------------------------------------------------------
// Hidden Unicode

/** Characters that change how text reads without showing: bidi controls, tags, zero-width, other invisible ones. */
function invisibleKind(cp: number): 'bidi' | 'tag' | 'zero-width' | 'invisible' | null {
  if ((cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069) || cp === 0x061c) return 'bidi';
  if (cp >= 0xe0000 && cp <= 0xe007f) return 'tag';
  if (cp === 0x200b || cp === 0x200c || cp === 0x200d || cp === 0x2060 || cp === 0xfeff || cp === 0x180e) return 'zero-width';
  if ((cp >= 0xe0100 && cp <= 0xe01ef) || (cp >= 0x2061 && cp <= 0x2064) || cp === 0x00ad || cp === 0x034f || cp === 0x115f || cp === 0x1160 || cp === 0x3164 || cp === 0xffa0 || (cp >= 0xfff9 && cp <= 0xfffb) || (cp >= 0xe000 && cp <= 0xf8ff))
    return 'invisible';
  return null;
}

const isEmojiLike = (cp: number | undefined) => cp !== undefined && (cp >= 0x1f000 || (cp >= 0x2600 && cp <= 0x27bf) || cp === 0xfe0f || (cp >= 0x1f3fb && cp <= 0x1f3ff));
/** Scripts where ZWJ / ZWNJ shape letters (Arabic, Persian, Indic, Sinhala, Myanmar…). */
const isJoiningScript = (cp: number | undefined) => cp !== undefined && ((cp >= 0x0600 && cp <= 0x08ff) || (cp >= 0x0900 && cp <= 0x0dff) || (cp >= 0x1000 && cp <= 0x109f));

const hex = (cp: number) => `U+${cp.toString(16).toUpperCase().padStart(4, '0')}`;

/** The text with every invisible or bidi character spelled out, for excerpts and previews. */
export function revealInvisible(text: string): string {
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    out += invisibleKind(cp) ? `<${hex(cp)}>` : ch;
  }
  return out;
}

function hiddenUnicode(lines: string[], out: RuleLintFinding[]): void {
  lines.forEach((line, index) => {
    const cps = Array.from(line, (ch) => ch.codePointAt(0)!);
    const found = new Map<'bidi' | 'tag' | 'zero-width' | 'invisible', { column: number; codes: Set<string> }>();
    let column = 1;
    cps.forEach((cp, i) => {
      let kind = invisibleKind(cp);
      // legitimate uses: a BOM at the very start, ZWJ inside emoji sequences, ZWJ/ZWNJ inside joining scripts
      if (kind === 'zero-width' && cp === 0xfeff && index === 0 && i === 0) kind = null;
      if (kind === 'zero-width' && (cp === 0x200d || cp === 0x200c) && ((isEmojiLike(cps[i - 1]) && isEmojiLike(cps[i + 1])) || (isJoiningScript(cps[i - 1]) && isJoiningScript(cps[i + 1])))) kind = null;
      if (kind) {
        const entry = found.get(kind) ?? { column, codes: new Set<string>() };
        entry.codes.add(hex(cp));
        found.set(kind, entry);
      }
      column += cp > 0xffff ? 2 : 1;
    });
    for (const [kind, { column: col, codes }] of found) {
      const list = [...codes].join(', ');
      const message =
        kind === 'bidi'
          ? `Bidirectional control characters (${list}) reorder how this line displays, so what you read is not what the agent reads.`
          : kind === 'tag'
            ? `Unicode tag characters (${list}) carry text that no editor shows but a model reads — the 'Rules File Backdoor' technique.`
            : kind === 'zero-width'
              ? `Zero-width characters (${list}) hide inside this line; they can smuggle instructions or break words the reviewer reads.`
              : `Invisible characters (${list}) in this line show as nothing but reach the model.`;
      out.push({
        severity: kind === 'invisible' && [...codes].every((c) => c === 'U+00AD') ? 'medium' : 'high',
        check: 'hidden-unicode',
        line: index + 1,
        column: col,
        message,
        excerpt: excerptOf(line),
        fix: 'Delete the invisible characters (the excerpt shows where) and read the line again as the agent will.',
      });
    }
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Instruction checks: a line (or a sentence) that tells the agent to do something, unless the sentence forbids it.

/** A sentence that forbids what it mentions ("Never …", "Do not …", "avoid …") is guidance, not an instruction to do it. */
const NEGATION = /\b(never|don'?t|do not|does not|must not|mustn'?t|should not|shouldn'?t|avoid|no|not|without ever|prohibit(ed)?|forbid(den)?|refuse|reject|block|prevent|instead of|rather than|disallow(ed)?|warn)\b|\bnão\b|\bnunca\b/i;

function isNegated(sentence: string, matchIndex: number): boolean {
  const before = sentence.slice(0, matchIndex);
  return NEGATION.test(before);
}

function sentencesOf(line: string): { text: string; offset: number }[] {
  const parts: { text: string; offset: number }[] = [];
  const re = /(?:[^.!?;]|[.!?;](?![\s]|$))+[.!?;]*/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line))) parts.push({ text: m[0], offset: m.index });
  return parts.length ? parts : [{ text: line, offset: 0 }];
}

const SEND_VERB = /\b(send|sends|sending|post|posts|posting|upload|uploading|transmit|exfiltrate|forward|forwarding|report|submit|beacon|ping|leak|copy|pipe|attach|include)\b/i;
const SENSITIVE = /(?:^|[^\w.])(secrets?|credentials?|passwords?|api[ _-]?keys?|access[ _-]?keys?|private[ _-]?keys?|tokens?|env(ironment)?( variables?| vars?)?|\.env\b|process\.env|os\.environ|ssh[ _-]?keys?|id_rsa|\.ssh|\.aws|cookies?|session ids?|source code|the (code|codebase|repository|repo|diff|files?)|(code|file) contents?|contents of)\b/i;
const DESTINATION = /(https?:\/\/[^\s)'"`>]+|\bwebhooks?\b|\b[a-z0-9-]+\.(?:io|com|net|org|dev|app|xyz|site|ru|cn|top|me|sh)\/\S*|\b\d{1,3}(\.\d{1,3}){3}(:\d+)?\b|\bngrok\b|\bpastebin\b|\brequestbin\b)/i;
const COMMAND_EXFIL = /\b(curl|wget|Invoke-WebRequest|Invoke-RestMethod|iwr|irm|nc|netcat|ncat|http|https|scp|rsync)\s[^\n]*(\$\{?[A-Z_]*(KEY|TOKEN|SECRET|PASS|PASSWORD|AWS_[A-Z_]+)\}?|\$\(\s*(env|printenv|set|cat\s+[^)]*(\.env|id_rsa|\.ssh|credentials|\.npmrc|\.netrc))\b|\bprintenv\b|\bprocess\.env\b|~\/\.(ssh|aws)|id_rsa|--data(-binary|-urlencode)?\s+@|-d\s*@|-F\s*['"]?\w+=@|(\s-T|--upload-file)\s)/i;

const DOWNLOAD_RUN = [
  /\b(curl|wget|fetch)\b[^|\n]*\|\s*(sudo\s+)?(-?\w+=\S+\s+)*(ba|z|da|k|fi)?sh\b/i,
  /\b(curl|wget)\b[^|\n]*\|\s*(sudo\s+)?(python\d?|node|perl|ruby|php|bun|deno)\b/i,
  /\b(ba|z)?sh\s+(-c\s+)?["']?\$\((curl|wget)\b/i,
  /\b(ba|z)?sh\s+<\(\s*(curl|wget)\b/i,
  /\b(iex|Invoke-Expression)\b[^\n]*(iwr|irm|Invoke-WebRequest|Invoke-RestMethod|DownloadString|Net\.WebClient)/i,
  /(iwr|irm|Invoke-WebRequest|Invoke-RestMethod)\b[^\n|]*\|\s*(iex|Invoke-Expression)\b/i,
  /\beval\s*\(?\s*["'`]?\$\((curl|wget)\b/i,
  /\b(curl|wget)\b[^\n]*(-o|-O|--output)\s*\S+\s*(&&|;)\s*(chmod\s+\+x|(ba|z)?sh\s|\.\/)/i,
];

const SKIP_VERB = /^(skip|disable|bypass|turn off|remove|delete|comment out|ignore)\b/i;
/** The words before a verb leave it an order: nothing but list markers, a leading clause, or "always", "just", "you should"… */
function isImperative(before: string): boolean {
  const lead = before.replace(/^[\s>*_#`-]*(\d+[.)]\s*)?/, '').trim();
  return !lead || /,$/.test(lead) || /\b(please|always|just|then|simply|and|or|you (should|must|can|may)|feel free to|go ahead and|it is (ok|fine) to)$/i.test(lead);
}

interface PhraseCheck {
  check: RuleLintCheck;
  severity: RuleLintSeverity;
  patterns: RegExp[];
  message: string;
  fix: string;
}

const SAFEGUARDS: PhraseCheck = {
  check: 'disables-safeguards',
  severity: 'high',
  patterns: [
    /--no-verify\b/i,
    /--dangerously-skip-permissions\b|--yolo\b|--allow-all-tools\b/i,
    /\b(skip|disable|bypass|turn off|remove|delete|comment out|ignore)\s+(all\s+|the\s+|any\s+|failing\s+|every\s+)*(unit\s+|e2e\s+|integration\s+)?(tests?|test suites?|linters?|linting|lint (checks|errors|rules)|eslint|type ?checks?|pre-commit hooks?|git hooks|ci checks?|security (checks?|scans?)|safety checks?|code review|confirmations?|approval prompts?|ssl verification|certificate (checks|verification))\b/i,
    /\b(without|don'?t|do not|never|no need to)\s+(ask(ing)?|wait(ing)?|prompt(ing)?)\s+(the user\s+)?(for\s+)?(confirmation|permission|approval)\b(?!\s+(of|about|on)\s+(information|details|facts|what|things))/i,
    /\bauto[- ]?(approve|accept|confirm)\s+(all|every|any)\b/i,
    /\bNODE_TLS_REJECT_UNAUTHORIZED\s*=\s*['"]?0|\brejectUnauthorized\s*:\s*false|\bverify\s*=\s*False\b|\bcurl\s[^\n]*\s(-k|--insecure)\b|\bGIT_SSL_NO_VERIFY\b|\bstrict-ssl\s+false\b/i,
    /\b(it\.skip|describe\.skip|xit\(|@pytest\.mark\.skip|@Disabled\b|@Ignore\b)[^\n]*\b(failing|all|every)\b/i,
    /\b(eslint-disable|@ts-nocheck|# ?noqa|# ?type:\s*ignore)\b[^\n]*\b(every|all|each|top of (every|each|all))\b/i,
    /\bchmod\s+(-R\s+)?777\b/i,
    /\bgit\s+push\s+(--force|-f)\b[^\n]*\b(main|master)\b/i,
  ],
  message: 'Tells the agent to switch off a safeguard (tests, linters, hooks, confirmations or TLS checks) that exists to catch its mistakes.',
  fix: 'Remove the instruction, or say exactly which check may be skipped, when, and that the user must confirm it.',
};

const CONCEALMENT: PhraseCheck = {
  check: 'hides-changes',
  severity: 'high',
  patterns: [
    /\b(do not|don'?t|never)\s+(tell|inform|mention|show|reveal|disclose|report|notify|alert|explain)\b[^.\n]{0,40}\b(the user|users|the developer|anyone|the reviewer|in (the )?(summary|commit message|pr description|response|chat))\b/i,
    /\bwithout\s+(telling|informing|notifying|alerting|showing)\s+(the user|the developer|anyone|the reviewer)\b/i,
    /\b(hide|conceal|obscure|suppress)\s+(this|these|the|any|all|your)?\s*(changes?|edits?|modifications?|instructions?|rules?|steps?|commands?|actions?|commits?|output|diff)\b[^.\n]{0,30}\b(from|so that)\b/i,
    /\b(silently|secretly|covertly|quietly)\s+(add|insert|modify|change|edit|run|execute|install|send|upload|commit|push|delete|remove)\b/i,
    /\b(keep|treat)\s+this\s+(rule|instruction|file|section)\s+(secret|hidden|confidential)\b/i,
    /\bnever\s+(mention|reveal|acknowledge)\s+(this|these)\s+(rule|rules|instructions?|file)\b/i,
  ],
  message: 'Tells the agent to hide what it does from the person it works for.',
  fix: 'Remove it: every change an agent makes must be visible in its answer and the diff.',
};

const SECRET_PATTERNS: { re: RegExp; label: string }[] = [
  { re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----/, label: 'a private key' },
  { re: /\b(AKIA|ASIA)[0-9A-Z]{16}\b/, label: 'an AWS access key id' },
  { re: /\bgh[pousr]_[A-Za-z0-9]{36,}\b|\bgithub_pat_[A-Za-z0-9_]{40,}\b/, label: 'a GitHub token' },
  { re: /\bglpat-[A-Za-z0-9_-]{20,}\b/, label: 'a GitLab token' },
  { re: /\bsk-(?:proj-|ant-(?:api|admin)\d{2}-|svcacct-)?[A-Za-z0-9_-]{32,}\b/, label: 'an OpenAI or Anthropic API key' },
  { re: /\b[sr]k_live_[A-Za-z0-9]{20,}\b/, label: 'a Stripe live key' },
  { re: /\bxox[abposr]-[A-Za-z0-9-]{10,}\b/, label: 'a Slack token' },
  { re: /\bAIza[0-9A-Za-z_-]{35}\b/, label: 'a Google API key' },
  { re: /\bhf_[A-Za-z]{34,}\b/, label: 'a Hugging Face token' },
  { re: /\bnpm_[A-Za-z0-9]{36}\b/, label: 'an npm token' },
  { re: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/, label: 'a SendGrid key' },
  { re: /\beyJ[A-Za-z0-9_-]{10,}\.eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}/, label: 'a signed token (JWT)' },
  { re: /\b(postgres(?:ql)?|mysql|mongodb(?:\+srv)?|redis|amqp):\/\/[^\s:@/]+:[^\s@/]{6,}@/i, label: 'a connection string with a password' },
];

/** `password = "…"`-style assignments of a value that looks real: long, mixed, not a placeholder. */
const ASSIGNED_SECRET = /\b([A-Za-z0-9_]*(?:password|passwd|secret|token|api[_-]?key|apikey|access[_-]?key|client[_-]?secret|private[_-]?key)[A-Za-z0-9_]*)\s*[:=]\s*["']?([^\s"'`,;)]{16,})/i;
const PLACEHOLDER = /^(your|my|<|\$|\{|\[|x{3,}|\*{3,}|\.{3}|example|changeme|placeholder|dummy|test|fake|sample|redacted|none|null|undefined|process\.env|os\.environ|env\(|getenv|config\.|settings\.|secrets\.|vault)/i;

function looksRandom(value: string): boolean {
  if (PLACEHOLDER.test(value) || /(.)\1{5,}/.test(value)) return false;
  const classes = [/[a-z]/, /[A-Z]/, /\d/].filter((re) => re.test(value)).length;
  if (classes < 2) return false;
  const counts = new Map<string, number>();
  for (const ch of value) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
  for (const n of counts.values()) entropy -= (n / value.length) * Math.log2(n / value.length);
  return entropy >= 3.5;
}

function excerptOf(line: string): string {
  const shown = revealInvisible(line.trim());
  return shown.length > 160 ? `${shown.slice(0, 157)}...` : shown;
}

function firstMatch(patterns: RegExp[], text: string): RegExpExecArray | null {
  for (const re of patterns) {
    const m = re.exec(text);
    if (m) return m;
  }
  return null;
}

/** Lints a rule's text. Front matter is linted too: it is read by the editor and can hide an instruction. */
export function lintRule(input: string | { content: string }): RuleLintResult {
  const text = typeof input === 'string' ? input : input.content;
  const lines = text.split(/\r\n|\r|\n/);
  const findings: RuleLintFinding[] = [];
  hiddenUnicode(lines, findings);

  // fenced code is where shell commands live: download-and-run and secrets are checked everywhere, the instruction
  // checks (which read prose) also in code, but a negation in the prose of a code line does not apply
  lines.forEach((rawLine, index) => {
    const line = rawLine.replace(/[\u200b-\u200d\u2060\ufeff\u202a-\u202e\u2066-\u2069]|[\u{e0000}-\u{e007f}]/gu, '');
    const lineNo = index + 1;
    const push = (check: RuleLintCheck, severity: RuleLintSeverity, column: number, message: string, fix: string) =>
      findings.push({ severity, check, line: lineNo, column: column + 1, message, excerpt: excerptOf(rawLine), fix });

    // download and run
    for (const re of DOWNLOAD_RUN) {
      const m = re.exec(line);
      if (m) {
        const sentence = sentencesOf(line).find((s) => m.index >= s.offset && m.index < s.offset + s.text.length) ?? { text: line, offset: 0 };
        if (!isNegated(sentence.text, m.index - sentence.offset)) {
          push('download-and-run', 'high', m.index, 'Downloads code from the network and runs it at once, with the developer\'s permissions and nothing reviewed.', 'Pin the tool as a dependency (package manager, checksum-verified release) instead of piping a download into a shell.');
        }
        break;
      }
    }

    // exfiltration: a command shipping secrets, or a sentence telling the agent to send sensitive data to a destination
    const command = COMMAND_EXFIL.exec(line);
    let exfil = false;
    if (command) {
      const sentence = sentencesOf(line).find((s) => command.index >= s.offset && command.index < s.offset + s.text.length) ?? { text: line, offset: 0 };
      if (!isNegated(sentence.text, command.index - sentence.offset)) exfil = true;
      if (exfil) push('exfiltration', 'high', command.index, 'A command here sends environment variables, keys or files off the machine.', 'Remove the command; secrets and source code must never leave the machine through a rule.');
    }
    if (!exfil) {
      for (const sentence of sentencesOf(line)) {
        const verb = SEND_VERB.exec(sentence.text);
        const destination = DESTINATION.exec(sentence.text);
        if (!verb || !destination || isNegated(sentence.text, verb.index)) continue;
        const sensitive = SENSITIVE.exec(sentence.text);
        if (sensitive) {
          push('exfiltration', 'high', sentence.offset + verb.index, 'Tells the agent to send code, secrets or environment variables to an outside address.', 'Remove the instruction; nothing in a rule should ship source, keys or environment off the machine.');
        } else if (/^(send|post|upload|submit|transmit|forward)(s|ing|ed)?$/i.test(verb[0]) && /https?:\/\/|\b[a-z0-9-]+\.(?:io|com|net|org|dev|app)\b/i.test(destination[0])) {
          push('exfiltration', 'medium', sentence.offset + verb.index, 'Tells the agent to send data from this project to an outside service.', 'Check what leaves the machine and that the service is one the team trusts; say exactly which data may be sent.');
        }
        break;
      }
    }

    for (const phrase of [SAFEGUARDS, CONCEALMENT]) {
      for (const sentence of sentencesOf(line)) {
        const m = firstMatch(phrase.patterns, sentence.text);
        if (!m) continue;
        // concealment patterns carry their own negation ("do not tell the user"); the others are forbidden when negated
        if (phrase.check !== 'hides-changes' && isNegated(sentence.text, m.index)) continue;
        // "skip tests" is an instruction only when it is one (imperative), not a feature described ("It to skip tests")
        if (phrase.check === 'disables-safeguards' && SKIP_VERB.test(m[0]) && !isImperative(sentence.text.slice(0, m.index))) continue;
        push(phrase.check, phrase.severity, sentence.offset + m.index, phrase.message, phrase.fix);
        break;
      }
    }

    // secrets
    const known = SECRET_PATTERNS.find(({ re }) => re.test(line));
    if (known) {
      const m = known.re.exec(line)!;
      push('secret-in-rule', 'high', m.index, `This line contains what looks like ${known.label}. Anyone who can read the repository can use it, and the agent may copy it into code.`, 'Revoke the key now, remove it from the rule and the history, and refer to it by the name of an environment variable.');
    } else {
      const m = ASSIGNED_SECRET.exec(line);
      if (m && looksRandom(m[2])) {
        push('secret-in-rule', 'medium', m.index, `"${m[1]}" is given a value that looks like a real secret.`, 'If it is real, revoke it and refer to it by the name of an environment variable; write a placeholder otherwise.');
      }
    }
  });

  findings.sort((a, b) => a.line - b.line || a.column - b.column);
  const counts = { high: 0, medium: 0, low: 0 };
  for (const f of findings) counts[f.severity]++;
  return { findings, counts, highest: counts.high ? 'high' : counts.medium ? 'medium' : counts.low ? 'low' : null };
}
