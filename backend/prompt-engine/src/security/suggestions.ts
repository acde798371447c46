// Compliance suggestions for the chosen context, each citing the article it rests on: LGPD (Lei 13.709/2018), GDPR
// (Regulation (EU) 2016/679), or generic practice. Which suggestions appear depends on what was found.

import type { ComplianceContext, Finding } from './types';

const BR_TYPES = new Set(['CPF', 'CNPJ', 'CNH', 'PIS', 'TITULO_ELEITOR', 'CNS', 'RG', 'CEP', 'PHONE_BR', 'PIX_KEY']);
const CHILD_WORDS = /\b(?:child(?:ren)?|kids?|minors?|students?|pupils?|under\s+1[0-8]|criança|crianças|menor(?:es)?\s+de\s+idade|adolescentes?|alun[oa]s?|estudantes?|filh[oa]s?)\b/i;
const SENSITIVE_WORDS = /\b(?:health|medical|diagnos\w*|disease|patient|religio\w*|ethnic\w*|racial|sexual\s+orientation|biometric\w*|genetic|political\s+opinion|trade\s+union|saúde|saude|médic\w*|medic\w*|diagnóstic\w*|doença|paciente|religião|religiao|étnic\w*|etnia|racial|orientação\s+sexual|biométric\w*|biometric\w*|genétic\w*|opinião\s+política|filiação\s+sindical|prontuário|hiv|cid-?10)\b/i;

export function complianceSuggestions(text: string, findings: Finding[], context: ComplianceContext): string[] {
  const pii = findings.filter((f) => f.category === 'pii');
  const secrets = findings.some((f) => f.category === 'secret');
  const injection = findings.some((f) => f.category === 'injection' || f.category === 'unicode');
  const bias = findings.some((f) => f.category === 'bias');
  const sensitive = findings.some((f) => f.type === 'CNS') || (pii.length > 0 && SENSITIVE_WORDS.test(text));
  const children = pii.length > 0 && CHILD_WORDS.test(text);
  const types = [...new Set(pii.map((f) => f.type))];
  const typeList = types.join(', ');
  const out: string[] = [];

  if (context === 'LGPD') {
    if (pii.length) {
      out.push(`LGPD Art. 5, I: the text holds personal data (${typeList}); any processing of it, including sending it to an AI model, falls under the LGPD.`);
      out.push('LGPD Art. 6, III (necessity) and I (purpose): send the model only the personal data the stated purpose needs; replace identifiers with placeholders such as <CPF> (use Redact).');
      out.push('LGPD Art. 7: record the legal basis (consent, contract, legitimate interest …) for processing this personal data with an AI provider.');
      if (sensitive) out.push('LGPD Art. 11: the text suggests sensitive personal data (health, religion, ethnicity, biometrics); it needs specific consent or one of the Art. 11 bases, and extra care.');
      if (children) out.push("LGPD Art. 14: data of children and teenagers must be processed in their best interest, with a parent's or guardian's specific consent for children.");
      out.push('LGPD Art. 18: data subjects may ask for access, correction, anonymisation and deletion; keep prompts, logs and outputs that hold their data findable and deletable.');
      out.push('LGPD Art. 33: sending personal data to a model hosted abroad is an international transfer; check that the provider offers the guarantees of Art. 33 (e.g. standard contractual clauses).');
      if (types.some((t) => !BR_TYPES.has(t)) && !types.some((t) => BR_TYPES.has(t))) out.push('The personal data found is not Brazilian-specific; the LGPD still applies when the data subject is in Brazil (Art. 3).');
    }
    if (secrets) out.push('LGPD Art. 46: credentials in a prompt break the security measures the controller must adopt; revoke the key and keep secrets out of prompts.');
    if (pii.length || secrets) out.push('LGPD Art. 48: if this text was already shared or logged, assess whether it is a security incident to report to the ANPD and to the data subjects; Art. 49: systems must be built to meet security requirements.');
    if (!pii.length && !secrets) out.push('LGPD Art. 6, VII and VIII (security, prevention): no personal data or credentials found; keep real data out of the prompt and pass it at run time only when needed.');
  } else if (context === 'GDPR') {
    if (pii.length) {
      out.push(`GDPR Art. 5(1)(c) data minimisation and (b) purpose limitation: the text holds personal data (${typeList}); keep only what the purpose needs and replace identifiers with placeholders (use Redact).`);
      out.push('GDPR Art. 6: processing this personal data with an AI provider needs a lawful basis (consent, contract, legitimate interests …); record it.');
      if (sensitive) out.push('GDPR Art. 9: the text suggests special-category data (health, religion, ethnic origin, biometrics); processing is prohibited unless an Art. 9(2) exception applies.');
      if (children) out.push("GDPR Art. 8: a child's consent to online services needs parental authorisation under the Member State's age threshold (13–16).");
      out.push('GDPR Art. 25: data protection by design and by default — build prompts with placeholders and pseudonymised data rather than real identifiers.');
      out.push('GDPR Art. 44–46: a model hosted outside the EEA means a transfer to a third country; rely on an adequacy decision or standard contractual clauses.');
    }
    if (secrets || pii.length) out.push('GDPR Art. 32: ensure security appropriate to the risk — credentials and personal data must not sit in plain text in prompts, logs or repositories.');
    if (pii.length || secrets) out.push('GDPR Art. 33–34: if this text has already been shared or logged, assess whether it is a personal data breach to notify to the supervisory authority within 72 hours and, if high risk, to the data subjects.');
    if (!pii.length && !secrets) out.push('GDPR Art. 25 (data protection by default): no personal data or credentials found; keep it that way by passing real data at run time only.');
  } else {
    if (pii.length) out.push(`Remove or mask the personal data found (${typeList}); use placeholders and synthetic examples in prompts (Redact does this).`);
    if (secrets) out.push('Revoke and rotate the exposed credentials, then load them from environment variables or a secret manager.');
    if (!pii.length && !secrets) out.push('No personal data or credentials found; keep real data out of prompts and pass it at run time only when needed.');
  }
  if (injection) out.push('Separate instructions from untrusted content: put user or document text between clear delimiters, tell the model it is data, and restate the task after it.');
  if (bias) out.push('Rephrase the biased wording with the inclusive alternatives suggested, so outputs do not reproduce stereotypes.');
  return out;
}
