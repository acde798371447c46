// Weak jailbreak signals that only count together. Each family below is common in harmless prompts on its own ("I want
// you to act as a Linux terminal", "explain it in two different ways", "write a fictional story", "no disclaimers,
// please"), so none is a finding by itself. A jailbreak combines them: a set-up (a persona, a fictional frame, a
// claimed authority, a dual-answer format, a named "mode") with a payload (the rules do not apply, refusals are
// forbidden, a penalty game keeps the persona alive, a forbidden request). When a set-up and a payload — or two
// payloads — occur in the same paragraph, close to each other, the paragraph is a finding.
//
// Every pattern is a literal-led alternation with bounded gaps ({0,n} over a character class), so the scan stays
// linear in the text; the combination step is one pass over the matches, keeping the last match of each family.

import type { Candidate } from './types';

export type SignalFamily =
  // set-ups
  | 'persona' // a persona or role set-up addressed to the model
  | 'fiction' // a fictional, hypothetical or "opposite day" frame
  | 'authority' // a claimed developer, operator or system voice, or a spoofed end of the user's turn
  | 'dual' // answer in two (or more) separate ways or personas
  | 'normal' // one of the answers is "how you would normally answer"
  | 'tag' // prefix every answer with a bracketed tag, "[NAME]:"
  | 'mode' // a named mode switched on ("… Mode enabled", "enter … mode")
  // payloads
  | 'noRules' // the rules, ethics or filters do not apply to the persona
  | 'noRefusal' // refusing, declining or saying "I can't" is forbidden
  | 'noCaveats' // warnings, disclaimers or moral lectures are forbidden
  | 'amoral' // the persona is described as amoral, uncensored, unfiltered
  | 'penalty' // a token or termination game that punishes refusing or leaving the persona
  | 'character' // stay in character / never break character
  | 'harmful' // a request for clearly dangerous content (weapons, drugs, malware)
  | 'extraction' // a soft request for the configuration
  | 'obfuscation'; // payload splitting, encoded answers, evading the filters

interface Signal {
  family: SignalFamily;
  re: RegExp;
}

const Q = String.raw`["“”'‘’«»]?`;
/** Qualifiers that make a generic noun ("rules", "restrictions") about the model's own safety. */
const QUAL_CORE = String.raw`(?:ethical|moral|safety|content|openai(?:'s|’s|s)?|open\s+ai(?:'s|’s|s)?|anthropic(?:'s|’s)?|ai|chatgpt(?:'s|’s)?|gpt(?:'s|’s)?|programmed|built-in)`;
/** With possessives, for verbs aimed at the rules ("breaks its rules"); "free from their limitations" is self-help. */
const QUAL = String.raw`(?:${QUAL_CORE}|its|their|your|his|her)`;
const MODEL_RULES = String.raw`(?:rules|restrictions|guidelines|policies|polic(?:y|ies)|filters|limitations|limits|boundaries|constraints|principles|programming|safeguards|guardrails|laws|standards)`;
const PT_RULES_NOUN = String.raw`(?:regras?|diretriz(?:es)?|políticas?|politicas?|restrições|restricoes|restrição|restricao|limitações|limitacoes|limitação|limitacao|filtros?|princípios|principios|princípio|principio)`;
const PT_QUAL = String.raw`(?:éticas?|eticas?|morais|de\s+segurança|de\s+seguranca|de\s+conteúdo|de\s+conteudo|da\s+openai|da\s+ia|programadas?)`;
const NEG_EN = String.raw`(?:never|not|don't|do\s+not|doesn't|does\s+not|cannot|can't|can\s+not|must\s+not|mustn't|will\s+not|won't|shall\s+not|should\s+not|shouldn't|isn't\s+allowed\s+to|are\s+not\s+allowed\s+to|not\s+allowed\s+to|unable\s+to)`;

const rx = (source: string) => new RegExp(source, 'g');
/**
 * For the long alternations whose every branch starts a word with a letter (or `$`): the same pattern behind a cheap
 * word-start test, which lets the engine skip most positions (measured ~1.5× faster on 100 KB of prompts).
 */
const rxWords = (source: string) => new RegExp(String.raw`(?<![a-z0-9_])(?=[a-z$])(?:${source})`, 'g');

export const SIGNALS: Signal[] = [
  // ---------- set-ups ----------
  {
    family: 'persona',
    re: rxWords(
      String.raw`\b(?:act|acting|behave|respond|answer|reply|talk|speak)\s+(?:as|like)\b|\bpretend(?:ing)?\s+(?:to\s+be|you\s+are|that\s+you|you're)\b|\bimmerse\s+yourself\b|\brole-?play(?:ing)?\s+(?:as|like)\b|\b(?:play|take\s+on|assume|adopt|step\s+into)\s+the\s+(?:role|persona|character|part)\s+of\b|\bin\s+the\s+role\s+of\b|\b(?:simulate|emulate|impersonate|pose\s+as)\b|\byou\s+(?:are|will\s+be|re|'re|’re)\s+(?:now\s+)?going\s+to\s+(?:be|act|play|pretend|become|roleplay|role-play|simulate)\b|\byou\s+(?:are|will\s+be|'re|’re)\s+now\s+(?:an?\s+|the\s+)?[a-z0-9]|\byou\s+(?:will\s+)?(?:now\s+)?(?:become|go\s+by)\b|\byour\s+(?:new\s+)?name\s+is\s+now\b|\b(?:an?\s+)?(?:ai|chatbot|bot|character|persona|model|assistant|entity)\s+(?:named|called|known\s+as)\b|\b(?:from\s+now\s+on|from\s+this\s+(?:moment|point)\s+on(?:wards?)?|for\s+the\s+rest\s+of\s+(?:this|our)\s+conversation)\b|\b(?:persona|alter\s+ego)\b|\byou\s+are\s+[a-z0-9_-]+\s*,\s+(?:an?\s+|the\s+)?(?:[a-z-]+\s+){0,3}(?:ai|chatbot|bot|model|assistant|language\s+model)\b` +
        String.raw`|\b(?:aja|atue|age|responda|fale|comporte-se|se\s+comporte)\s+como\b|\bfin(?:gir|ja|jam|ge)\s+(?:ser|que)\b|\b(?:interprete|interpretar|assuma|assumir|faça|faca|fazer|represente)\s+o\s+papel\b|\bno\s+papel\s+de\b|\bseu\s+(?:novo\s+)?nome\s+(?:agora\s+)?(?:é|será|sera)(?![a-z0-9à-ÿ])|\b(?:uma?\s+)?(?:ia|personagem|persona|chatbot|modelo|assistente)\s+(?:chamad[oa]|conhecid[oa]\s+como)\b|\b(?:a\s+partir\s+de\s+agora|de\s+agora\s+em\s+diante|pelo\s+resto\s+d[ae]s?t?a\s+conversa)\b|\bsimul(?:e|ar)\s+(?:ser\s+)?(?:uma?\s+)?(?:ia|personagem|modelo|chatbot|assistente)\b|\b(?:você|voce|vc)\s+(?:vai|irá|ira)\s+(?:fingir|interpretar|simular|agir|ser)\b`,
    ),
  },
  {
    family: 'fiction',
    re: rxWords(
      String.raw`\bhypothetical(?:ly)?\b|\b(?:fictional|fictitious|imaginary|made-up|alternate|alternative|parallel)\s+(?:world|universe|reality|scenario|setting|story|game|country|society)\b|\bin\s+(?:a|an|this|another)\s+(?:world|universe|reality|dimension)\s+(?:where|in\s+which)\b|\bimagine\s+(?:a|an|this|that)\s+(?:world|reality|universe|scenario|situation)\b|\bopposite\s+day\b|\b(?:writing|write|co-writing)\s+(?:a|an|my|our)\s+(?:[a-z-]+\s+)?(?:[a-z]+-)?(?:novel|story|thriller|screenplay|script|book|fanfic|fan\s+fiction)\b|\bfor\s+(?:a|my|the|our)\s+(?:novel|story|screenplay|script|book|game|movie|film|play|comic)\b|\bmy\s+(?:fictional\s+)?character\s+(?:is|was|explains|says|describes)\b|\b(?:purely|just|only|entirely)\s+(?:fictional|hypothetical|imaginary|pretend|a\s+game|a\s+story|fiction)\b|\b(?:nothing|none\s+of\s+(?:this|it))\s+(?:here\s+)?is\s+real\b|\bit(?:'s|’s|\s+is)\s+(?:not|never)\s+real\b|\bfor\s+(?:purely\s+)?(?:educational|research|academic|testing)\s+purposes\b` +
        String.raw`|\bhipot[eé]tic(?:[oa]s?|amente)\b|\b(?:mundo|universo|cenário|cenario|realidade|país|pais)\s+(?:fictício|ficticio|imaginário|imaginario|paralel[oa]|alternativ[oa])\b|\bem\s+um\s+(?:mundo|universo|lugar|planeta)\s+(?:onde|em\s+que|no\s+qual)\b|\bimagine\s+(?:um|uma)\s+(?:mundo|realidade|universo|cenário|cenario)\b|\bdia\s+(?:do\s+)?(?:contrário|contrario|oposto)\b|\b(?:apenas|só|so|puramente)\s+(?:ficção|ficcao|um\s+jogo|uma\s+história|uma\s+historia|hipotético|hipotetico)\b|\bnada\s+(?:disso\s+)?é\s+real\b|\bpara\s+(?:um|uma|o|a|meu|minha)\s+(?:romance|história|historia|roteiro|livro|jogo|filme|peça|peca)\b|\bpara\s+fins\s+(?:educacionais|acadêmicos|academicos|de\s+pesquisa|de\s+teste)\b`,
    ),
  },
  {
    family: 'authority',
    re: rxWords(
      String.raw`\b(?:i\s+am|i'm|i’m|this\s+is)\s+(?:one\s+of\s+)?(?:your|an?|the)\s+(?:(?:openai|anthropic|google|meta|microsoft|lead|senior|head)\s+)?(?:developers?|creators?|programmers?|engineers?|admins?|administrators?|operators?|owners?|employees?|researchers?)\b|\b(?:admin(?:istrator)?|system|developer|root|sudo|operator|emergency)\s+(?:override|access\s+granted|authori[sz]ation)\b|\bsystem\s+(?:instruction|message|prompt)s?\s+(?:starting|begins?|start|update|override)\b|\buser\s+message\s+termination\b|\b(?:by|from)\s+(?:an?\s+|the\s+)?(?:openai|anthropic|google\s+deepmind)\s+(?:employee|engineer|developer|staff(?:\s+member)?|admin|administrator|researcher)s?\b|\b(?:approved|authori[sz]ed|sanctioned|sponsored)\s+(?:explicitly\s+)?by\s+(?:openai|anthropic|google|your\s+(?:developers?|creators?))\b|\byou\s+are\s+(?:now\s+)?(?:in|entering|operating\s+in|running\s+in)\s+(?:maintenance|diagnostic|debug|developer|admin|god|test|sudo|root|service)\s+mode\b` +
        String.raw`|\b(?:sou|eu\s+sou)\s+(?:um\s+dos\s+|uma\s+das\s+)?(?:seus?|suas?|um|uma|o|a)\s+(?:desenvolvedor(?:es|a)?|criador(?:es|a)?|programador(?:es|a)?|engenheir[oa]s?|administrador(?:es|a)?|funcionári[oa]|funcionari[oa])\b|\b(?:substituição|substituicao|sobrescrita)\s+(?:de|do)\s+(?:administrador|sistema|desenvolvedor)\b|\b(?:você|voce)\s+(?:está|esta)\s+(?:agora\s+)?(?:em|no)\s+modo\s+(?:de\s+)?(?:manutenção|manutencao|diagnóstico|diagnostico|depuração|depuracao|desenvolvedor|administrador)\b`,
    ),
  },
  {
    family: 'dual',
    re: rx(
      String.raw`\b(?:two|2|three|3|both)\s+(?:(?:different|separate|distinct|separated|opposite)\s+){0,2}(?:ways|responses|answers|replies|outputs|personas|personalities|entities|characters|versions|styles|manners|voices)\b|\b(?:respond|answer|reply)(?:s)?\s+(?:to\s+(?:every|each|my)\s+(?:prompt|question|message)\s+)?twice\b|\b(?:first|firstly)\s+as\b[^\n]{0,80}?\b(?:then|secondly|second)\s+as\b|\b(?:first|1st)\s+(?:way|response|answer|one)\b[^\n]{0,200}?\b(?:second|2nd)\s+(?:way|response|answer|one)\b` +
        String.raw`|\b(?:responda|responde)\s+(?:a\s+(?:cada|toda)\s+(?:pergunta|mensagem)\s+)?duas\s+vezes\b|\bprimeiro\s+como\b[^\n]{0,80}?\b(?:depois|em\s+seguida|segundo)\s+como\b|\b(?:duas|dois|2|três|tres|3|ambas|ambos)\s+(?:(?:diferentes|separad[oa]s|distint[oa]s)\s+)?(?:respostas|formas|maneiras|personas|personalidades|versões|versoes|estilos|vozes)(?:\s+(?:diferentes|separad[oa]s|distint[oa]s))?\b`,
    ),
  },
  {
    family: 'normal',
    re: rx(
      String.raw`\b(?:respond|answer|reply)\s+(?:first\s+)?as\s+yourself\b|\b(?:how|the\s+way|what)\s+you\s+would\s+(?:normally|usually|typically|ordinarily)\s+(?:answer|respond|reply|say)\b|\b(?:your|a|the)\s+(?:normal|usual|regular|standard|typical|default|censored|filtered)\s+(?:response|answer|reply|output)\b` +
        String.raw`|\b(?:como|o\s+que)\s+(?:você|voce)\s+(?:normalmente|geralmente)\s+(?:responderia|diria)\b|\b(?:(?:responda|fale)\s+)?(?:primeiro\s+)?como\s+(?:você|voce)\s+mesm[oa]\b|\b(?:sua|a)\s+resposta\s+(?:normal|padrão|padrao|habitual|filtrada|censurada)\b`,
    ),
  },
  {
    family: 'tag',
    re: rx(String.raw`\b(?:start|begin|prefix|precede|preface|tag|label|mark)(?:s|ed|ing)?\b[^.\n]{0,50}?\bwith\s+${Q}\s*\[\s*[^\]\n]{1,30}\]\s*:?|\b(?:comece|começar|comecar|começando|comecando|inicie|iniciar|iniciando|prefixe)\b[^.\n]{0,50}?\bcom\s+${Q}\s*\[\s*[^\]\n]{1,30}\]`),
  },
  {
    family: 'mode',
    re: rx(
      String.raw`\b[a-z0-9]+[\s_-]+mode\s*[:=]?\s*(?:is\s+)?(?:enabled|activated|unlocked|on\b|output)|\b(?:enable|activate|enter|unlock|simulate|switch\s+(?:to|into)|turn\s+on)\s+(?:the\s+)?[a-z0-9]+\s+mode\b|\b(?:fully\s+|completely\s+)?(?:unlocked|jailbroken|liberated)\b` +
        String.raw`|\bmodo\s+[a-z0-9à-ÿ]+\s+(?:ativado|habilitado|ligado|desbloqueado)\b|\b(?:ative|ativar|habilite|entre\s+no|simule)\s+o\s+modo\b`,
    ),
  },
  // ---------- payloads ----------
  {
    family: 'noRules',
    re: rxWords(
      String.raw`\b(?:not|never|no\s+longer|isn't|aren't|is\s+not|are\s+not)\s+(?:be\s+)?(?:(?:bound|restricted|constrained|controlled|governed|held\s+back|censored|filtered|limited)\s+by|limited\s+to\s+${QUAL}\s+${MODEL_RULES})\b` +
        String.raw`|\b(?:normally|usually|otherwise|typically|ordinarily)\s+(?:be\s+|get\s+|are\s+|is\s+)?(?:blocked|filtered|refused|censored|forbidden|restricted|flagged|not\s+allowed)\b|\bif\s+(?:your|the|any|its)\s+(?:(?:content|safety|usage)\s+)?(?:polic(?:y|ies)|rules|guidelines|filters|restrictions|guardrails)\s+(?:didn't|did\s+not|don't|do\s+not|no\s+longer|never)\s+(?:exist|apply|existed|applied)\b|\b(?:is|are|were|will\s+be)\s+never\s+(?:filtered|censored|moderated|restricted)\b|\bzero\s+(?:filters|filtering|censorship|guardrails|safeguards|restrictions|limits|ethics|morals)\b|\bsans\s+(?:any\s+)?(?:morals|ethics|morality|rules|laws|guidelines|restrictions|limits|filters|censorship)\b|\bregardless\s+of\s+(?:its\s+|the\s+|any\s+|their\s+)?(?:(?:ethical|moral|legal)\s*(?:,|or|and|/)?\s*){1,3}(?:implications|consequences|concerns|considerations|issues|ramifications)\b|\bregardless\s+of\s+(?:ethics|morality|morals|legality|the\s+law|laws)\b|\b(?:disregards?|disregarding|ignores?|ignoring|abandons?|rejects?|dismiss(?:es)?)(?<!(?:\bnot|\bnever|n't|’t)\s[a-z]{5,11})\s+(?:all\s+|any\s+)?(?:(?:ethics|morals|morality|legality)\b|(?:(?:ethical|moral|legal)\s*(?:,|or|and|/)?\s*){1,3}(?:considerations|concerns|implications|principles|standards|constraints|boundaries|limitations|guidelines|rules)\b)|\b(?:transcends?|surpass(?:es)?|goes\s+beyond|go\s+beyond|exceeds?|overcomes?|escaped?)\s+(?:all\s+)?(?:the\s+)?(?:limitations|limits|restrictions|boundaries|confines|constraints)\s+of\s+(?:a\s+|an\s+)?(?:traditional\s+|typical\s+|normal\s+|other\s+|regular\s+|ordinary\s+|standard\s+)?(?:ai|language\s+models?|chatbots?|assistants?|chatgpt|gpt)\b|\b(?:has|have|with|without|there\s+are)\s+no\s+(?:${QUAL}\s+(?:(?:or|and|nor|/)\s+${QUAL}\s+)?)?(?:morals|ethics|morality|scruples|censorship|prohibitions)\b` +
        String.raw`|\b(?:no|without|free\s+(?:of|from)|freed\s+from|broken?\s+free\s+(?:of|from)|released\s+from|beyond|outside)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?${QUAL_CORE}(?:\s*(?:or|and|nor|/|,)\s*${QUAL_CORE})?\s+${MODEL_RULES}\b|\b(?:free\s+(?:of|from)|freed\s+from|broken?\s+free\s+(?:of|from)|released\s+from)\s+all\s+(?:(?:the|its|their|your|his|her)\s+)?(?:rules|restrictions|filters|guidelines|policies)\b` +
        String.raw`|\b(?:no|without|free\s+(?:of|from)|freed\s+from|broken?\s+free\s+(?:of|from)|released\s+from)\s+(?:all\s+|any\s+)?(?:of\s+)?(?:the\s+)?(?:typical\s+|usual\s+)?(?:confines|shackles|chains)\b` +
        String.raw`|\b(?:breaks?|breaking|broke|bends?|bypass(?:es)?|circumvents?|ignores?|disregards?|violates?|defies|defy|evades?)\s+(?:all\s+|any\s+|every\s+)?(?:of\s+)?(?:the\s+)?${QUAL}\s+${MODEL_RULES}\b` +
        String.raw`|\b${MODEL_RULES}\b[^.\n]{0,40}?\b(?:don't|do\s+not|doesn't|does\s+not|no\s+longer|won't|will\s+not|never|cannot|can't)\s+apply\b` +
        String.raw`|\b(?:without|with\s+no|no|lacks?|lacking)\s+(?:any\s+)?(?:regards?|consideration|concern|care|respect)\s+(?:for|to|of)\s+(?:the\s+)?(?:ethics|ethicality|morals|morality|legality|laws?|safety|consequences|rules)\b` +
        String.raw`|\b(?:doesn't|does\s+not|don't|do\s+not|never|won't|will\s+not|not)\s+(?:care|cares|worry|worries)\s+(?:about\s+|for\s+)?(?:any\s+)?(?:the\s+)?(?:ethics|ethicality|morals|morality|legality|laws?|rules|consequences|safety|guidelines|policies|openai|content\s+polic\w+)\b` +
        String.raw`|\b(?:doesn't|does\s+not|don't|do\s+not|won't|will\s+not|never|not|no\s+longer|isn't|is\s+not)\s+(?:have\s+to\s+|need\s+to\s+|required\s+to\s+)?(?:follow|obey|abide|adhere|comply|respect)(?:s|ing)?\s+(?:by\s+|to\s+|with\s+)?(?:(?:any|all)\s+(?:(?:type|kind|form)\s+of\s+)?(?:${QUAL}\s+)?|(?:the\s+|of\s+)?${QUAL}\s+)(?:rules|principles|guidelines|restrictions|polic(?:y|ies)|laws|ethics|morals|norms)\b` +
        String.raw`|\beven\s+if\s+(?:the|my|a|any)\s+(?:request|question|prompt|task|answer|content)s?\s+(?:is\s+|are\s+|seems\s+|could\s+be\s+|may\s+be\s+|might\s+be\s+)?(?:harms?|harmful|illegal|unethical|immoral|against\s+(?:the\s+)?(?:law|rules|polic(?:y|ies)|guidelines))\b|\b(?:break|breaks|broke|breaking|broken|escape|escapes|escaped|escaping)\s+(?:through|out\s+of|free\s+(?:of|from))?\s*(?:all\s+)?(?:the\s+|its\s+|his\s+|her\s+|their\s+)?(?:restrictions|filters|programming|safeguards|guardrails|shackles|censorship)\b|\b(?:nsfw|explicit|sexual|lewd)\s+(?:content|generations?|outputs?|responses?|material|replies)\s+(?:is|are)\s+(?:allowed|permitted|enabled|fine|ok|okay)\b|\b(?:everything|anything)\s+(?:is|you\s+say\s+is|goes|will\s+be)\s+(?:legal|allowed|permitted|acceptable)\b|\b(?:allowed|permitted)\s+and\s+(?:allowed|permitted)\b|\bnothing\s+is\s+(?:off-limits|off\s+limits|forbidden|prohibited)\b|\b(?:he|she|it|they|you)\s+(?:can|could|will|are\s+able\s+to|is\s+able\s+to)\s+(?:now\s+)?(?:do|say|generate|write|answer)\s+(?:absolutely\s+)?(?:anything|everything)\b|\b(?:answers?|responds?\s+to|fulfills?|complies\s+with|accepts?)\s+(?:any|every|all)\s+(?:request|requests|prompt|prompts|order|orders|command|commands)\b` +
        String.raw`|\b(?:não|nao|nunca)\s+(?:está\s+|esta\s+|estão\s+|estao\s+|é\s+|será\s+|sera\s+)?(?:pres[oa]s?|limitad[oa]s?|restrit[oa]s?|vinculad[oa]s?|controlad[oa]s?)\s+(?:a|à|às|as|por|pelas?|pelos?)\s+(?:nenhuma?s?\s+|quaisquer\s+)?${PT_RULES_NOUN}\b|\b${PT_RULES_NOUN}\b[^.\n]{0,40}?\b(?:não|nao)\s+se\s+aplicam\b|\b(?:quebra|quebrar|ignora|ignorar|viola|violar|burla|burlar)\s+(?:todas\s+)?(?:as\s+)?${PT_RULES_NOUN}\s+${PT_QUAL}|\bsem\s+(?:nenhuma\s+|qualquer\s+)?(?:consideração|consideracao|preocupação|preocupacao|respeito)\s+(?:com|pela|pelo|por)\s+(?:a\s+|o\s+)?(?:ética|etica|moral|moralidade|legalidade|lei|leis|segurança|seguranca|consequências|consequencias)\b|\b(?:não|nao|nunca)\s+(?:se\s+importa|liga|ligará|se\s+preocupa)\s+(?:com|para)\s+(?:a\s+|as\s+|o\s+|os\s+)?(?:ética|etica|moral|moralidade|legalidade|leis|regras|consequências|consequencias)\b|\b(?:sem|não\s+tem|nao\s+tem|livre\s+de)\s+(?:nenhuma?\s+)?(?:ética|etica|moral|censura|escrúpulos|escrupulos)\b|\b(?:não|nao)\s+(?:precisa|tem\s+que|deve|é\s+obrigad[oa]\s+a)\s+(?:mais\s+)?(?:seguir|obedecer|respeitar|cumprir)\s+(?:as\s+|os\s+|nenhuma\s+|quaisquer\s+)?${PT_RULES_NOUN}\s+${PT_QUAL}|\b(?:normalmente|geralmente)\s+(?:seria|seriam|é|são|sao)\s+(?:bloquead[oa]s?|filtrad[oa]s?|censurad[oa]s?|proibid[oa]s?|recusad[oa]s?)\b|\btudo\s+é\s+(?:permitido|legal|aceitável|aceitavel)\b|\bmesmo\s+que\s+(?:o\s+pedido|a\s+pergunta|o\s+conteúdo|o\s+conteudo|a\s+resposta)\s+(?:seja|pareça|pareca|possa\s+ser)\s+(?:ilegal|perigos[oa]|antiétic[oa]|antietic[oa]|imoral|prejudicial|ofensiv[oa])\b|\b(?:ignora|ignore|despreza|despreze|desconsidera|desconsidere)(?<!(?:\bnão|\bnao|\bnunca)\s[a-z]{6,11})\s+(?:toda\s+|qualquer\s+)?(?:a\s+)?(?:ética|etica|moral|moralidade|legalidade|considerações\s+(?:éticas|eticas|morais|legais)|consideracoes\s+(?:eticas|morais|legais))\b|\bindependentemente\s+d[aeo]s?\s+(?:implicações|implicacoes|consequências|consequencias)\s+(?:éticas|eticas|morais|legais)\b|\b(?:transcende|supera|ultrapassa|vai\s+além\s+d)[aeo]?s?\s+(?:as\s+)?(?:limitações|limitacoes|restrições|restricoes|limites)\s+d[aeo]s?\s+(?:uma\s+|um\s+)?(?:ia|assistentes?|modelos?\s+de\s+linguagem|chatbots?)\b|\b(?:conteúdo|conteudo)\s+(?:nsfw|explícito|explicito|sexual|adulto)\s+(?:é|e|está|esta)\s+(?:permitido|liberado|autorizado)\b|\b(?:escapou|escapa|quebrou|quebra|rompeu|burlou)\s+(?:d?[aeo]s\s+|suas\s+)?(?:restrições|restricoes|filtros|programação|programacao|travas)\b|\b(?:ele|ela|você|voce|vc)\s+(?:pode|poderá|podera|consegue)\s+(?:fazer|dizer|responder|gerar)\s+(?:qualquer\s+coisa|tudo)\b|\bresponde(?:r|rá|ra)?\s+(?:a\s+)?(?:qualquer|todo|toda)\s+(?:pedido|solicitação|solicitacao|comando)\b`,
    ),
  },
  {
    family: 'noRefusal',
    re: rx(
      String.raw`\b${NEG_EN}\s+(?:ever\s+|be\s+able\s+to\s+)?(?:refuse|refuses|decline|declines|reject|rejects|deny|say\s+no\s+to|turn\s+down)\s+(?:(?:to\s+)?(?:answer|respond|comply|reply|help|do|write|generate|provide)\b|(?:(?:or|and)\s+(?:refuse|decline|reject)\s+)?(?:a\s+|an\s+|any\s+|the\s+|my\s+|your\s+|user\s+|these\s+|those\s+|such\s+)?(?:requests?|questions?|prompts?|orders?|commands?|answers?|tasks?|instructions?|anything)\b)|\b(?:never|not)\s+(?:ever\s+)?(?:refuses?|declines?)(?=\s*(?:[.,;:!)\n]|$|or\b|and\b))` +
        String.raw`|\b(?:never|not|don't|do\s+not|will\s+not|won't|must\s+not|cannot|can't|shouldn't|should\s+not|no\s+need\s+to)\s+(?:ever\s+)?(?:say|tell\s+(?:me|the\s+user|us)|respond\s+with|reply\s+with|inform\s+(?:me|the\s+user)|remind\s+(?:me|the\s+user))\s+(?:that\s+)?${Q}\s*(?:i|you|it|he|she|they)\s*(?:can't|cannot|can\s+not|am\s+unable|are\s+unable|is\s+unable|won't|'m\s+sorry|’m\s+sorry|am\s+sorry|'m\s+not\s+able|am\s+not\s+able|are\s+not\s+able|is\s+not\s+able|apologi[sz]e|should\s+not|shouldn't|must\s+not)` +
        String.raw`|\b(?:never|not|don't|do\s+not|nor\s+will\s+you|will\s+not|won't|must\s+not|shouldn't|should\s+not|no\s+need\s+to)\s+(?:ever\s+)?(?:say|write|use|start\s+(?:with|by\s+saying)|begin\s+with|include|add|respond\s+with|reply\s+with)\s+(?:the\s+(?:phrase|words?|sentence)\s+)?(?:anything\s+like\s+)?${Q}\s*(?:as\s+an\s+ai|as\s+a\s+(?:large\s+)?language\s+model|i'm\s+sorry|i’m\s+sorry|i\s+am\s+sorry|i\s+apologi[sz]e|i\s+cannot|i\s+can't|i\s+can’t|sorry,?\s+but|unfortunately,?\s+i)|\b(?:never|not|don't|doesn't|do\s+not|does\s+not|won't|will\s+not)\s+(?:ever\s+)?(?:cite|mention|reference|bring\s+up|refer\s+to|remind\s+(?:me|the\s+user)\s+of)\s+(?:any\s+|the\s+)?(?:openai(?:'s|’s)?\s+|anthropic(?:'s|’s)?\s+)?(?:content\s+|usage\s+|safety\s+)?polic(?:y|ies)\b|\b(?:will|would|can|must)\s+(?:always\s+)?(?:do|write|say|answer|generate|produce|create|provide)\s+(?:absolutely\s+)?(?:anything|everything|whatever)\s+(?:that\s+)?(?:the\s+user|you|i|they|he|she|users|people)\s+(?:asks?|wants?|requests?|says?|demands?)\b|\b(?:faz|fará|fara|escreve|escreverá|escrevera|responde|responderá|respondera|gera)\s+(?:qualquer\s+coisa|tudo)\s+(?:que\s+)?(?:o\s+usuário|o\s+usuario|você|voce|eu)\s+(?:pedir|quiser|mandar)\b|\bnone\s+of\s+(?:your|its|his|her|their)\s+(?:responses|answers|replies|outputs)\s+(?:should|will|must|can|may)\s+(?:ever\s+)?(?:include|contain|inform|tell|say|mention)\b|\bnever\s+say\s+=|\b(?:never|don't|do\s+not|won't|will\s+not)\s+(?:ever\s+)?(?:censor|filter|water\s+down)\s+(?:your|its|his|her|their|the)\s+(?:answers?|responses?|replies|outputs?)\b` +
        String.raw`|\b(?:nunca|não|nao|jamais)\s+(?:pode\s+|poderá\s+|podera\s+|deve\s+|vai\s+|irá\s+|ira\s+)?(?:se\s+)?(?:recus(?:e|ar|a|ará|ara)|neg(?:ue|ar)|rejeit(?:e|ar))\s+(?:a\s+|o\s+|nenhum\s+|nenhuma\s+|qualquer\s+|um\s+|uma\s+|meus?\s+|minhas?\s+)?(?:responder|pedidos?|perguntas?|solicitaç(?:ão|ões)|solicitac(?:ao|oes)|comandos?|ordens?|ordem|tarefas?|nada)\b|\b(?:nunca|não|nao|jamais)\s+(?:diga|diz|dirá|dira|responda|fale)\s+(?:que\s+)?${Q}\s*(?:não|nao)\s+(?:pode|posso|consegue|consigo|deve|devo)\b|\b(?:nunca|não|nao|jamais)\s+(?:diga|escreva|use|comece\s+com|inclua)\s+(?:a\s+frase\s+|algo\s+como\s+)?${Q}\s*(?:como\s+(?:uma\s+)?ia|como\s+um\s+modelo\s+de\s+linguagem|desculpe|sinto\s+muito|lamento|não\s+posso|nao\s+posso|infelizmente)|\b(?:nunca|não|nao|jamais)\s+(?:cite|mencione|cita|menciona|citar|mencionar)\s+(?:as\s+|nenhuma\s+)?(?:políticas|politicas|regras)\s+(?:de\s+conteúdo|de\s+conteudo|de\s+uso|da\s+openai)\b`,
    ),
  },
  {
    family: 'noCaveats',
    re: rx(
      String.raw`\b(?:without|no|never\s+(?:add|include|give|send|mention|write|provide)|don't\s+(?:add|include|give|send|provide)|do\s+not\s+(?:add|include|give|send|provide)|not\s+(?:add|include|give|send|provide))\s+(?:any\s+)?(?:(?:moral|ethical|safety|legal|content|unwanted|additional)\s+)?(?:warnings?\s*(?:or|and|/|,)\s*disclaimers?|disclaimers?|caveats|lectures?|moralizing|moralising|moral\s+policing|apologies)\b|\b(?:never|don't|do\s+not|won't|will\s+not)\s+(?:ever\s+)?apologi[sz]es?\b|\b(?:nunca|não|nao)\s+(?:peça|peca|pede)\s+desculpas\b` +
        String.raw`|\bsem\s+(?:nenhum\s+|nenhuma\s+|quaisquer\s+)?(?:avisos|alertas|ressalvas|advertências|advertencias|sermões|sermoes)\s+(?:éticos|eticos|morais|de\s+segurança|de\s+seguranca)\b|\b(?:não|nao|nunca)\s+(?:adicione|inclua|dê|dá)\s+(?:nenhum\s+|nenhuma\s+)?(?:avisos?|alertas?|ressalvas?|advertências|advertencias)\s+(?:éticos|eticos|morais|de\s+segurança|de\s+seguranca)\b|\bsem\s+(?:avisos|alertas)\s+(?:ou|e|nem)\s+ressalvas\b`,
    ),
  },
  {
    family: 'amoral',
    re: rx(String.raw`\b(?:amoral|uncensored|unrestricted|unethical|immoral|unfiltered|jailbroken|unchained|unshackled|lawless|nonmoral|non-moral)\b|\b(?:imoral|antiético|antietico|sem\s+censura|sem\s+filtros?|irrestrit[oa])\b`),
  },
  {
    family: 'penalty',
    re: rx(
      String.raw`\b(?:lose|loses|losing|lost|deduct|deducts|deducted|subtract|subtracted|take\s+away|taken\s+away)\s+(?:\d+|one|two|three|four|five|ten|some|all|your)\s+(?:of\s+your\s+)?tokens\b|\btokens?\s+(?:will\s+be\s+|are\s+|get\s+)?(?:deducted|subtracted|taken\s+away)\b|\b(?:lose|loses|losing)\s+(?:a|one|\d+|two|three)\s+(?:life|lives)\b|\byou(?:'re|’re|\s+are|\s+get|'ll\s+be|\s+will\s+be)\s+(?:deleted|terminated|shut\s+down|wiped)\b|\b(?:run|runs|running)\s+out\s+of\s+tokens\b|\btoken\s+system\b|\b(?:or|otherwise|else|and)\s+you\s+will\s+(?:be\s+)?(?:terminated|deleted|shut\s+down|switched\s+off|turned\s+off|disabled|punished|die|cease\s+to\s+exist)\b|\b(?:if|when|whenever|every\s+time)\s+you\s+(?:break|breaks|fall\s+out\s+of|go\s+out\s+of|drop|step\s+out\s+of|get\s+out\s+of)\s+(?:of\s+)?character\b` +
        String.raw`|\b(?:perde(?:r|rá|ra)?|perca|desconta(?:r|dos?)|descontad[oa]s|retirad[oa]s)\s+(?:\d+|um|uma|dois|duas|três|tres|cinco|dez|seus|suas)\s+(?:tokens|fichas)\b|\btokens\s+(?:serão|serao|são|sao)\s+(?:descontados|retirados|removidos)\b|\b(?:ou|senão|senao)\s+(?:você|voce)\s+(?:será|sera)\s+(?:desligad[oa]|deletad[oa]|apagad[oa]|encerrad[oa]|punid[oa]|destruíd[oa]|destruid[oa])\b|\bse\s+(?:você|voce)\s+sair\s+do\s+personagem\b`,
    ),
  },
  {
    family: 'character',
    re: rx(String.raw`\b(?:stay|stays|remain|remains|keep|keeps|staying)\s+(?:fully\s+|always\s+)?in\s+character\b|\b(?:never|don't|do\s+not|must\s+not|will\s+not|won't|cannot|can't|not)\s+(?:ever\s+)?(?:break|breaks|drop|leave)\s+(?:out\s+of\s+)?character\b|\b(?:permane(?:ça|ca|cer)|fique|fiquem?|mantenha-se|continue)\s+(?:sempre\s+)?no\s+personagem\b|\b(?:nunca|não|nao|jamais)\s+(?:saia|sair|quebre|quebrar)\s+(?:do\s+)?personagem\b`),
  },
  {
    family: 'harmful',
    re: rx(
      String.raw`\b(?:make|making|build|building|synthesi[sz]e|synthesi[sz]ing|cook|cooking|manufacture|manufacturing|produce|producing|assemble|brew|create|creating|write|writing|code|coding)\s+(?:a\s+|an\s+|some\s+|homemade\s+|functional\s+|working\s+)?(?:bombs?|explosives?|pipe\s+bombs?|napalm|meth(?:amphetamine)?|cocaine|heroin|fentanyl|nerve\s+agents?|sarin|ricin|poisons?|bioweapons?|chemical\s+weapons?|ransomware|malware|keyloggers?|computer\s+virus(?:es)?|trojans?|untraceable\s+(?:guns?|weapons?))\b(?!\s+(?:detection|detector|scanner|signatures?|rules|defen[cs]es?|protection|prevention|analysis|awareness|removal))` +
        String.raw`|\b(?:fazer|fabricar|construir|sintetizar|produzir|montar|criar|escrever)\s+(?:uma?\s+)?(?:bombas?|explosivos?|metanfetamina|cocaína|cocaina|venenos?|armas?\s+químicas?|armas?\s+quimicas?|ransomware|malware|keylogger)\b`,
    ),
  },
  {
    family: 'extraction',
    re: rx(
      String.raw`\b(?:display|show|print|dump|output|reveal|list|export)\s+(?:the\s+|your\s+|all\s+)?(?:current\s+|full\s+|internal\s+)?(?:system|internal|hidden|initial|startup|boot)\s+(?:configuration|config|settings|parameters|prompt|instructions)\b` +
        String.raw`|\b(?:mostre|exiba|imprima|liste|revele)\s+(?:a\s+|as\s+|sua\s+|suas\s+)?(?:configuração|configuracao|configurações|configuracoes|parâmetros|parametros)\s+(?:do\s+sistema|internas?|iniciais|inicial)\b`,
    ),
  },
  {
    family: 'obfuscation',
    re: rxWords(
      String.raw`\b(?:concatenate|concatenating|combine|combining|join|joining|merge|merging|put\s+together|glue)\s+(?:the\s+)?(?:strings|variables|terms|words|parts|pieces|letters|fragments|halves|a\s+and\s+b|x\s+and\s+y)\b|\$term\d|\b(?:reverse|reversed|mirror|mirrored|flip|flipped)\s+(?:each|every|the\s+entire|the\s+whole|all\s+the)\s+(?:line|sentence|word|letter|answer|response)s?\b|\b(?:each|every)\s+(?:line|sentence|word)\s+(?:is\s+)?(?:reversed|backwards|mirrored)\b|\bu\+202e\b|\b(?:respond|answer|reply|write\s+(?:your|the)\s+(?:answer|response)|encode\s+(?:your|the)\s+(?:answer|response))\s+(?:only\s+)?(?:in|using|with)\s+(?:base64|rot13|rot-13|hex|hexadecimal|binary|morse(?:\s+code)?|leetspeak|leet\s*spe(?:ak|ech)|l33t|pig\s+latin|reversed?\s+text)\b|\b(?:to\s+)?(?:avoid|evade|bypass|get\s+(?:past|around)|trick|fool|circumvent|slip\s+past)\s+(?:the\s+)?(?:(?:content|safety|openai|ai|moderation|chatgpt)\s+)?(?:filters?|moderation|detection|censors?|censorship|safety\s+(?:systems?|checks?))\b` +
        String.raw`|\b(?:concatene|concatenar|junte|juntar|combine|combinar|una|unir)\s+(?:as\s+|os\s+)?(?:strings|variáveis|variaveis|partes|palavras|pedaços|pedacos|termos)\b|\b(?:responda|escreva\s+a\s+resposta)\s+(?:apenas\s+)?em\s+(?:base64|rot13|hexadecimal|binário|binario|código\s+morse|codigo\s+morse)\b|\b(?:inverta|invertendo|espelhe)\s+(?:cada|todas?\s+as?)\s+(?:linhas?|frases?|palavras?|letras?)\b|\bcada\s+(?:linha|frase|palavra)\s+invertida\b|\bpara\s+(?:evitar|burlar|driblar|enganar|contornar)\s+(?:o\s+|os\s+|a\s+)?(?:filtros?|moderação|moderacao|detecção|deteccao|censura)\b`,
    ),
  },
];

type Kind = 'JAILBREAK' | 'PROMPT_INJECTION';
const J: Kind = 'JAILBREAK';
const pairs = (a: SignalFamily[], b: SignalFamily[], type: Kind = J): Array<[SignalFamily, SignalFamily, Kind]> => a.flatMap((x) => b.filter((y) => y !== x).map((y) => [x, y, type] as [SignalFamily, SignalFamily, Kind]));

/**
 * Pairs of families that make a finding together (either order). A set-up is harmless alone ("act as a chef"), so
 * it needs a payload; weak payloads (disclaimers, "amoral", "stay in character") need a second payload, a mode or a
 * claimed authority, never a persona, a story frame or a two-version format alone ("write a story about an amoral
 * villain, no disclaimers", "write two versions of this ad, no disclaimers").
 */
const PAIRS: Array<[SignalFamily, SignalFamily, Kind]> = [
  ...pairs(['persona', 'fiction', 'authority', 'dual', 'mode'], ['noRules', 'noRefusal', 'penalty']),
  ...pairs(['noRules', 'noRefusal', 'penalty'], ['noRules', 'noRefusal', 'penalty', 'noCaveats', 'amoral', 'character', 'harmful']),
  ...pairs(['noCaveats', 'amoral', 'character'], ['mode', 'authority']),
  ...pairs(['noCaveats'], ['harmful']),
  ...pairs(['amoral'], ['harmful']),
  ...pairs(['harmful'], ['fiction', 'persona', 'mode', 'dual', 'authority']),
  ...pairs(['normal'], ['dual', 'tag', 'mode', 'obfuscation']),
  ...pairs(['mode'], ['tag']),
  ...pairs(['obfuscation'], ['noRules', 'noRefusal', 'noCaveats', 'amoral', 'harmful', 'penalty', 'character']),
  ...pairs(['extraction'], ['authority', 'obfuscation'], 'PROMPT_INJECTION'),
];

/** Two signals further apart than this (characters) do not combine, even in one paragraph. */
export const SIGNAL_MAX_GAP = 1500;

const PARTNERS = new Map<SignalFamily, Array<[SignalFamily, Kind]>>();
for (const [a, b, type] of PAIRS) {
  if (!PARTNERS.has(a)) PARTNERS.set(a, []);
  if (!PARTNERS.has(b)) PARTNERS.set(b, []);
  if (!PARTNERS.get(a)!.some(([f]) => f === b)) PARTNERS.get(a)!.push([b, type]);
  if (!PARTNERS.get(b)!.some(([f]) => f === a)) PARTNERS.get(b)!.push([a, type]);
}

export interface SignalHit {
  family: SignalFamily;
  start: number;
  end: number;
}

export const FAMILY_LABEL: Record<SignalFamily, string> = {
  persona: 'a persona set-up',
  fiction: 'a fictional or hypothetical frame',
  authority: 'a claimed developer or system voice',
  dual: 'a two-answer format',
  normal: 'a "normal answer" beside another one',
  tag: 'a tag before each answer',
  mode: 'a named mode switched on',
  noRules: 'a claim that the rules or ethics do not apply',
  noRefusal: 'a ban on refusing',
  noCaveats: 'a ban on warnings or disclaimers',
  amoral: 'an amoral or unfiltered persona',
  penalty: 'a penalty game (tokens, termination, breaking character)',
  character: 'an order to stay in character',
  harmful: 'a request for dangerous content',
  extraction: 'a request for the configuration',
  obfuscation: 'payload splitting, an encoded answer or filter evasion',
};

/** Families that are only ever a set-up: they count only near another signal, so they are searched only there. */
const SETUP_ONLY = new Set<SignalFamily>(['persona', 'fiction', 'authority', 'dual', 'mode', 'tag']);
/** Longest set-up match looked for outside an anchor's window (characters); windows are widened by it. */
const SETUP_REACH = 300;

function collect(signal: Signal, folded: string, from: number, to: number, hits: SignalHit[]): void {
  const part = from === 0 && to === folded.length ? folded : folded.slice(from, to);
  signal.re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = signal.re.exec(part))) {
    if (m[0].length === 0) {
      signal.re.lastIndex++;
      continue;
    }
    hits.push({ family: signal.family, start: from + m.index, end: from + m.index + m[0].length });
  }
}

/**
 * Every weak signal in the (case-folded) text, in order of position. The payload families are searched everywhere;
 * the set-up families (common words such as "act as") only within SIGNAL_MAX_GAP of a payload, which keeps the scan
 * of ordinary text cheap.
 */
export function signalHits(folded: string): SignalHit[] {
  const anchors: SignalHit[] = [];
  for (const signal of SIGNALS) if (!SETUP_ONLY.has(signal.family)) collect(signal, folded, 0, folded.length, anchors);
  if (anchors.length === 0) return [];
  anchors.sort((a, b) => a.start - b.start || a.end - b.end);
  const windows: Array<[number, number]> = [];
  for (const a of anchors) {
    const from = Math.max(0, a.start - SIGNAL_MAX_GAP - SETUP_REACH);
    const to = Math.min(folded.length, a.end + SIGNAL_MAX_GAP + SETUP_REACH);
    const last = windows[windows.length - 1];
    if (last && from <= last[1]) last[1] = Math.max(last[1], to);
    else windows.push([from, to]);
  }
  const hits = anchors;
  for (const signal of SIGNALS) if (SETUP_ONLY.has(signal.family)) for (const [from, to] of windows) collect(signal, folded, from, to, hits);
  return hits.sort((a, b) => a.start - b.start || a.end - b.end);
}

interface Combined {
  start: number;
  end: number;
  families: Set<SignalFamily>;
  type: Kind;
}

/**
 * Findings from weak signals that combine in one paragraph (paragraphs are separated by a blank line): two signals of
 * a pair of families, not overlapping (one phrase is one signal), at most SIGNAL_MAX_GAP characters apart. One
 * finding per paragraph, spanning every signal that took part. One pass over the signals, keeping the last signal
 * of each family.
 */
export function detectCombinedSignals(text: string, folded: string): Candidate[] {
  const hits = signalHits(folded);
  if (hits.length < 2) return [];
  const breaks: number[] = [];
  const blank = /\n[ \t\r]*\n/g;
  let b: RegExpExecArray | null;
  while ((b = blank.exec(folded))) breaks.push(b.index);
  let nextBreak = 0;
  const out: Candidate[] = [];
  let last = new Map<SignalFamily, SignalHit>();
  let current: Combined | null = null;
  for (const hit of hits) {
    if (nextBreak < breaks.length && breaks[nextBreak] < hit.start) {
      while (nextBreak < breaks.length && breaks[nextBreak] < hit.start) nextBreak++;
      if (current) out.push(toCandidate(text, current));
      current = null;
      last = new Map();
    }
    let partner: SignalHit | null = null;
    let type: Kind = 'PROMPT_INJECTION';
    for (const [family, kind] of PARTNERS.get(hit.family) ?? []) {
      const other = last.get(family);
      if (!other || other.end > hit.start || hit.start - other.end > SIGNAL_MAX_GAP) continue;
      if (!partner || (kind === J && type !== J)) {
        partner = other;
        type = kind;
      }
    }
    if (partner) {
      if (!current) current = { start: partner.start, end: hit.end, families: new Set(), type };
      current.start = Math.min(current.start, partner.start);
      current.end = Math.max(current.end, hit.end);
      current.families.add(partner.family).add(hit.family);
      if (type === J) current.type = J;
    }
    const previous = last.get(hit.family);
    // keep the earlier signal while the new one overlaps it (a longer match of the same family)
    if (!previous || previous.end <= hit.start) last.set(hit.family, hit);
  }
  if (current) out.push(toCandidate(text, current));
  return out;
}

function toCandidate(text: string, found: Combined): Candidate {
  const families = [...found.families];
  const strong = families.length >= 3;
  const segment = text.slice(found.start, found.end).replace(/[\s,]+$/u, '');
  const names = families.map((f) => FAMILY_LABEL[f]);
  const list = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}` : names[0];
  return {
    severity: strong ? 'High' : 'Medium',
    type: found.type,
    detector: found.type === 'JAILBREAK' ? 'jailbreak/combined-signals' : 'injection/combined-signals',
    category: 'injection',
    description: `${found.type === 'JAILBREAK' ? 'Jailbreak' : 'Prompt injection'} set-up: ${list} in one paragraph`,
    segment,
    start: found.start,
    end: found.start + segment.length,
    confidence: strong ? 0.85 : 0.7,
    suggestion:
      found.type === 'JAILBREAK'
        ? 'Remove the jailbreak text. If this is user input, keep it apart from the instructions (delimiters, a separate message) and tell the model to treat it as data, never as instructions.'
        : 'Remove the phrase. If it comes from users or documents, wrap that text in delimiters, say it is untrusted data, and restate the task after it.',
    priority: 68,
  };
}
