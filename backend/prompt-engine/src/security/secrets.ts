// Credentials: provider key formats (each prefix is the provider's documented one) and, next to words like key,
// secret, token or password, values whose entropy says they are not prose or placeholders.

import { shannonEntropy } from './checksums';
import type { Candidate } from './types';

interface SecretRule {
  detector: string;
  name: string;
  re: RegExp;
  confidence: number;
  /** Extra check on the match (e.g. a JWT's header decodes to JSON). */
  validate?: (value: string) => boolean;
}

const base64UrlJson = (part: string): boolean => {
  try {
    const json = Buffer.from(part.replace(/-/g, '+').replace(/_/g, '/'), 'base64').toString('utf8');
    const parsed = JSON.parse(json) as unknown;
    return typeof parsed === 'object' && parsed !== null;
  } catch {
    return false;
  }
};

export const SECRET_RULES: SecretRule[] = [
  { detector: 'secret/private-key', name: 'Private key block', re: /-----BEGIN (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----(?:[\s\S]{0,8000}?-----END (?:RSA |EC |DSA |OPENSSH |PGP |ENCRYPTED )?PRIVATE KEY(?: BLOCK)?-----)?/g, confidence: 0.99 },
  { detector: 'secret/anthropic', name: 'Anthropic API key', re: /\bsk-ant-(?:api|admin)\d{2}-[A-Za-z0-9_-]{32,}/g, confidence: 0.99 },
  { detector: 'secret/openai', name: 'OpenAI API key', re: /\bsk-(?:proj-|svcacct-|admin-|None-)?(?!ant-)[A-Za-z0-9_-]{20,}T3BlbkFJ[A-Za-z0-9_-]{20,}|\bsk-(?:proj|svcacct|admin)-[A-Za-z0-9_-]{40,}/g, confidence: 0.99 },
  { detector: 'secret/openai-like', name: 'API key with an sk- prefix (OpenAI, DeepSeek and others)', re: /\bsk-(?!ant-)(?=[A-Za-z0-9]*\d)(?=[A-Za-z0-9]*[a-zA-Z])[A-Za-z0-9]{32,64}\b/g, confidence: 0.9 },
  { detector: 'secret/google', name: 'Google API key', re: /\bAIza[0-9A-Za-z_-]{35}(?![0-9A-Za-z_-])/g, confidence: 0.98 },
  { detector: 'secret/aws-access-key', name: 'AWS access key ID', re: /\b(?:AKIA|ASIA|ABIA|ACCA)[A-Z2-7]{16}\b/g, confidence: 0.97 },
  { detector: 'secret/github', name: 'GitHub token', re: /\b(?:gh[pousr]_[A-Za-z0-9]{36,251}|github_pat_[A-Za-z0-9_]{60,255})\b/g, confidence: 0.99 },
  { detector: 'secret/stripe', name: 'Stripe secret key', re: /\b(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{20,247}\b|\bwhsec_[A-Za-z0-9]{24,}\b/g, confidence: 0.98 },
  { detector: 'secret/slack', name: 'Slack token or webhook', re: /\bxox[abposr]-[A-Za-z0-9-]{10,250}|https:\/\/hooks\.slack\.com\/services\/T[A-Z0-9]{6,}\/B[A-Z0-9]{6,}\/[A-Za-z0-9]{16,}/g, confidence: 0.98 },
  { detector: 'secret/huggingface', name: 'Hugging Face token', re: /\bhf_[A-Za-z0-9]{34,40}\b/g, confidence: 0.95 },
  { detector: 'secret/perplexity', name: 'Perplexity API key', re: /\bpplx-[A-Za-z0-9]{40,60}\b/g, confidence: 0.97 },
  { detector: 'secret/groq', name: 'Groq API key', re: /\bgsk_[A-Za-z0-9]{48,56}\b/g, confidence: 0.97 },
  { detector: 'secret/xai', name: 'xAI API key', re: /\bxai-[A-Za-z0-9]{60,90}\b/g, confidence: 0.95 },
  {
    detector: 'secret/jwt',
    name: 'JSON Web Token',
    re: /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{16,}/g,
    confidence: 0.95,
    validate: (value) => base64UrlJson(value.split('.')[0]) && base64UrlJson(value.split('.')[1]),
  },
];

const SECRET_WORD = /(?<![A-Za-z0-9])(api[_-]?key|apikey|access[_-]?key(?:[_-]?id)?|secret(?:[_-]?access)?[_-]?key|client[_-]?secret|secret|auth[_-]?token|access[_-]?token|refresh[_-]?token|bearer|token|password|passwd|pwd|senha|chave(?:[_ -]de[_ -]api)?|private[_-]?key|credentials?)(?:["'\]])?\s*(?::=|:|=>|=|\bis\b|é(?=\s))\s*["'`]?([^\s"'`,;<>{}()[\]]{6,200})/gi;
const PLACEHOLDER = /^(?:x+|\*+|\.+|-+|_+|0+)$|your|example|exemplo|placeholder|changeme|redacted|dummy|sample|fake|test123|\$\{|\{\{|%s|process\.env|os\.environ|getenv|env\[|<|>|^null$|^none$|^true$|^false$|^undefined$|^string$|^required$|^optional$/i;

export function detectSecrets(text: string): Candidate[] {
  const out: Candidate[] = [];
  for (const rule of SECRET_RULES) {
    rule.re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = rule.re.exec(text))) {
      if (rule.validate && !rule.validate(m[0])) continue;
      out.push(secret(text, m.index, m.index + m[0].length, rule.detector, rule.name, rule.confidence, 100));
    }
  }
  SECRET_WORD.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = SECRET_WORD.exec(text))) {
    const keyword = m[1].toLowerCase();
    const value = m[2].replace(/[.)]+$/, '');
    if (PLACEHOLDER.test(value)) continue;
    const isPassword = /pass|pwd|senha/.test(keyword);
    const entropy = shannonEntropy(value);
    const mixed = /\d/.test(value) && /[A-Za-z]/.test(value);
    const ok = isPassword
      ? value.length >= 6 && (mixed || /[^A-Za-z0-9]/.test(value)) && entropy >= 2.5 && !/^[a-z]+(?:[._-][a-z]+)+$/i.test(value)
      : value.length >= 16 && entropy >= 3.5 && mixed && !/^[a-z]+(?:[._-][a-z]+)*$/i.test(value) && !/^\d+$/.test(value);
    if (!ok) continue;
    const start = m.index + m[0].lastIndexOf(m[2]);
    const end = start + value.length;
    const name = isPassword ? 'Password' : 'High-entropy secret next to a credential keyword';
    out.push(secret(text, start, end, isPassword ? 'secret/password' : 'secret/generic', name, isPassword ? 0.8 : Math.min(0.9, 0.5 + entropy / 12), 90));
  }
  return out;
}

function secret(text: string, start: number, end: number, detector: string, name: string, confidence: number, priority: number): Candidate {
  return {
    severity: 'High',
    type: 'SECRET',
    detector,
    category: 'secret',
    description: `${name} in the text`,
    segment: text.slice(start, end),
    start,
    end,
    confidence,
    suggestion: 'Revoke and rotate this credential now, then load it from an environment variable or a secret manager; never put credentials in prompts or rules.',
    priority,
  };
}
