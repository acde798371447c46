// Compliance checklists for LGPD and GDPR (tool-screens §3 'checklist item'). Automated items name the detector that
// checks them and the finding types or categories that make them fail for an analysed text.

import type { ChecklistStandard, Finding } from './types';

export interface ChecklistItem {
  id: string;
  category: string;
  item: string;
  description: string;
  automated: boolean;
  /** For automated items: the detectors that check it (shown next to 'Auto-check'). */
  detector: string | null;
  /** For automated items: finding categories (pii, secret, …) or types (CPF, CNS, …) that make the item fail. */
  fails_on: string[];
}

type Raw = [id: string, category: string, item: string, description: string, detector?: string, failsOn?: string[]];

const LGPD: Raw[] = [
  ['lgpd-legal-basis', 'Legal basis', 'Legal basis recorded for each processing (Art. 7)', 'Each use of personal data in prompts or AI outputs rests on one of the ten bases of Art. 7 (consent, contract, legal obligation, legitimate interest …) and the basis is recorded.'],
  ['lgpd-sensitive-basis', 'Legal basis', 'Sensitive data only under Art. 11', 'Health, religion, ethnicity, biometric, genetic, political or sexual-life data are processed only with specific consent or an Art. 11, II basis.', 'pii/cns (cartão SUS)', ['CNS']],
  ['lgpd-purpose', 'Data minimisation', 'Purpose stated and respected (Art. 6, I)', 'The purpose of each prompt that handles personal data is explicit and legitimate, and the data is not reused for unrelated purposes.'],
  ['lgpd-necessity-ids', 'Data minimisation', 'No Brazilian identity documents in prompts (Art. 6, III)', 'Prompts and rules carry no CPF, CNPJ, CNH, RG, PIS/PASEP, título de eleitor or CNS; placeholders are used instead.', 'pii/cpf, pii/cnpj, pii/cnh, pii/rg, pii/pis, pii/titulo-eleitor, pii/cns', ['CPF', 'CNPJ', 'CNH', 'RG', 'PIS', 'TITULO_ELEITOR', 'CNS']],
  ['lgpd-necessity-contact', 'Data minimisation', 'No contact data in prompts (Art. 6, III)', 'No e-mail addresses, phone numbers, street addresses, CEPs or Pix keys of real people in prompts and examples.', 'pii/email, pii/phone-br, pii/phone, pii/address, pii/cep, pii/pix-key', ['EMAIL', 'PHONE_BR', 'PHONE', 'ADDRESS', 'CEP', 'PIX_KEY']],
  ['lgpd-necessity-financial', 'Data minimisation', 'No financial identifiers in prompts (Art. 6, III)', 'No payment card numbers, IBANs or bank accounts in prompts.', 'pii/credit-card, pii/iban', ['CREDIT_CARD', 'IBAN']],
  ['lgpd-consent-form', 'Consent', 'Consent is free, informed and specific (Art. 8)', 'Where consent is the basis, it is given in writing or by another clear means, for a specific purpose, and can be proven by the controller.'],
  ['lgpd-consent-revocation', 'Consent', 'Consent can be withdrawn (Art. 8, §5)', 'Data subjects can withdraw consent at any time, free of charge, and processing based on it stops.'],
  ['lgpd-rights', 'Data subject rights', 'Data subject requests are answered (Art. 18)', 'Confirmation, access, correction, anonymisation, portability and deletion requests are answered, including for data held in prompt logs and AI outputs.'],
  ['lgpd-automated-decisions', 'Data subject rights', 'Review of automated decisions (Art. 20)', 'People can ask for a review of decisions taken solely by automated processing, and the criteria used are explained on request.'],
  ['lgpd-transparency', 'Data subject rights', 'Clear information on processing (Art. 9)', 'Data subjects are told the purpose, form and duration of processing, the controller and the sharing with AI providers.'],
  ['lgpd-security-credentials', 'Security', 'No credentials in prompts and rules (Art. 46)', 'API keys, tokens, passwords and private keys are never written in prompts or rules.', 'secret/* (provider key formats, high-entropy values)', ['secret']],
  ['lgpd-security-injection', 'Security', 'Prompts resist injection (Art. 46 and 49)', 'Prompts carry no instruction-override, jailbreak or hidden-Unicode content, and untrusted text is delimited.', 'injection/*, jailbreak/*, unicode/*', ['injection', 'unicode']],
  ['lgpd-transfer', 'International transfer', 'International transfers have a basis (Art. 33)', 'Sending data to AI providers abroad relies on an adequacy decision, standard contractual clauses or another Art. 33 mechanism.'],
  ['lgpd-incident', 'Incidents', 'Incident response and notification (Art. 48)', 'Leaks of personal data or credentials are assessed and, when they may cause relevant risk or damage, reported to the ANPD and to the data subjects.'],
  ['lgpd-records', 'Records', 'Records of processing kept (Art. 37)', 'The controller and processor keep records of the processing operations, including prompts that handle personal data.'],
  ['lgpd-dpia', 'Records', 'Data protection impact report when required (Art. 38)', 'A relatório de impacto à proteção de dados pessoais is prepared when the ANPD requests it or the processing is high risk.'],
  ['lgpd-dpo', 'Records', 'Encarregado (DPO) appointed (Art. 41)', "The controller names a data protection officer and publishes the officer's contact details."],
  ['lgpd-children', 'Children', "Children's data with parental consent (Art. 14)", "Data of children is processed in their best interest, with a parent's or guardian's specific consent, and no more data than needed is collected for games and apps."],
  ['lgpd-bias', 'Security', 'Non-discrimination (Art. 6, IX)', 'Prompts and outputs do not treat people unfairly by group; biased wording and stereotypes are removed.', 'bias/*', ['bias']],
];

const GDPR: Raw[] = [
  ['gdpr-lawful-basis', 'Legal basis', 'Lawful basis recorded (Art. 6)', 'Each processing of personal data in prompts or AI outputs rests on an Art. 6(1) basis, recorded before processing starts.'],
  ['gdpr-special-categories', 'Legal basis', 'Special categories only under Art. 9(2)', 'Health, ethnic origin, religion, political opinion, biometric, genetic, sex-life or trade-union data are processed only under an Art. 9(2) exception.'],
  ['gdpr-minimisation-ids', 'Data minimisation', 'No national identifiers in prompts (Art. 5(1)(c))', 'Prompts carry no national ID numbers, passport numbers or tax numbers; placeholders are used instead.', 'pii/eu-national-id, pii/passport, pii/cpf', ['EU_NATIONAL_ID', 'PASSPORT', 'CPF']],
  ['gdpr-minimisation-contact', 'Data minimisation', 'No contact data in prompts (Art. 5(1)(c))', 'No e-mail addresses, phone numbers or street addresses of real people in prompts and examples.', 'pii/email, pii/phone, pii/address', ['EMAIL', 'PHONE', 'PHONE_BR', 'ADDRESS']],
  ['gdpr-minimisation-financial', 'Data minimisation', 'No financial identifiers in prompts (Art. 5(1)(c))', 'No payment card numbers or IBANs in prompts.', 'pii/credit-card, pii/iban', ['CREDIT_CARD', 'IBAN']],
  ['gdpr-online-identifiers', 'Data minimisation', 'No online identifiers or dates of birth (Art. 4(1), Recital 30)', 'IP addresses and dates of birth are personal data; use documentation ranges and age bands instead.', 'pii/ip-address, pii/date-of-birth', ['IP_ADDRESS', 'DATE_OF_BIRTH']],
  ['gdpr-purpose', 'Data minimisation', 'Purpose limitation (Art. 5(1)(b))', 'Data collected for one purpose is not fed into prompts for an incompatible one.'],
  ['gdpr-consent', 'Consent', 'Valid consent (Art. 7)', 'Where consent is the basis, it is freely given, specific, informed, unambiguous, provable and as easy to withdraw as to give.'],
  ['gdpr-transparency', 'Data subject rights', 'Information to data subjects (Art. 13–14)', 'People are told the purposes, recipients (including AI providers), retention and their rights.'],
  ['gdpr-rights', 'Data subject rights', 'Access, erasure and objection requests answered (Art. 15–21)', 'Requests are answered within one month, including for data held in prompt logs and outputs.'],
  ['gdpr-automated-decisions', 'Data subject rights', 'Safeguards for automated decisions (Art. 22)', 'Decisions with legal or similar effects are not based solely on automated processing without human review and the right to contest.'],
  ['gdpr-by-design', 'Security', 'Data protection by design and by default (Art. 25)', 'Prompts are built with placeholders and pseudonymised data; real identifiers are injected only when necessary.'],
  ['gdpr-security-credentials', 'Security', 'No credentials in prompts and rules (Art. 32)', 'API keys, tokens, passwords and private keys are never written in prompts or rules.', 'secret/* (provider key formats, high-entropy values)', ['secret']],
  ['gdpr-security-injection', 'Security', 'Prompts resist injection and hidden text (Art. 32)', 'Prompts carry no instruction-override, jailbreak or hidden-Unicode content, and untrusted text is delimited.', 'injection/*, jailbreak/*, unicode/*', ['injection', 'unicode']],
  ['gdpr-transfer', 'International transfer', 'Transfers outside the EEA safeguarded (Art. 44–46)', 'AI providers outside the EEA are used under an adequacy decision or standard contractual clauses.'],
  ['gdpr-processor', 'International transfer', 'Processor agreement with the AI provider (Art. 28)', 'A data processing agreement binds the AI provider to process data only on documented instructions.'],
  ['gdpr-breach-authority', 'Incidents', 'Breach notification within 72 hours (Art. 33)', 'Personal data breaches, including leaked prompts with personal data, are notified to the supervisory authority within 72 hours.'],
  ['gdpr-breach-subjects', 'Incidents', 'Communication to data subjects (Art. 34)', 'High-risk breaches are communicated to the affected people without undue delay.'],
  ['gdpr-records', 'Records', 'Records of processing activities (Art. 30)', 'Processing that involves AI providers is listed in the records of processing activities.'],
  ['gdpr-dpia', 'Records', 'DPIA for high-risk processing (Art. 35)', 'A data protection impact assessment is carried out before high-risk processing such as profiling with AI.'],
  ['gdpr-children', 'Children', "Parental consent for children's data (Art. 8)", 'For online services offered to children below the national age (13–16), consent is given or authorised by the holder of parental responsibility.'],
  ['gdpr-fairness', 'Security', 'Fair processing, no discrimination (Art. 5(1)(a), Recital 71)', 'Prompts and outputs avoid biased wording and stereotypes that could lead to discriminatory effects.', 'bias/*', ['bias']],
];

const build = (raw: Raw[]): ChecklistItem[] =>
  raw.map(([id, category, item, description, detector, failsOn]) => ({ id, category, item, description, automated: Boolean(detector), detector: detector ?? null, fails_on: failsOn ?? [] }));

export const COMPLIANCE_CHECKLISTS: Record<ChecklistStandard, ChecklistItem[]> = { LGPD: build(LGPD), GDPR: build(GDPR) };

export function complianceChecklist(standard: ChecklistStandard): ChecklistItem[] {
  return COMPLIANCE_CHECKLISTS[standard].map((item) => ({ ...item, fails_on: [...item.fails_on] }));
}

/** Whether an automated item passes for the findings of an analysed text (null for manual items). */
export function checklistItemPasses(item: Pick<ChecklistItem, 'automated' | 'fails_on'>, findings: Pick<Finding, 'type' | 'category'>[]): boolean | null {
  if (!item.automated) return null;
  return !findings.some((f) => item.fails_on.includes(f.type) || item.fails_on.includes(f.category));
}
