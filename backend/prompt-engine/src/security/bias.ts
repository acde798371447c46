// Bias lexicon in English and Portuguese: (1) terms style guides replace, each with its inclusive alternative, and
// (2) stereotypes — a group noun followed by a generalising predicate ("women are too emotional", "idosos não sabem
// usar tecnologia"). A group mentioned on its own ("support for older customers") is not reported.

import { foldCase, foldPattern } from './context';
import type { Candidate, Severity } from './types';

type BiasCategory = 'gender' | 'race and ethnicity' | 'age' | 'religion' | 'disability' | 'nationality' | 'social class';

interface BiasTerm {
  category: BiasCategory;
  source: string;
  alternative: string;
}

const t = (category: BiasCategory, source: string, alternative: string): BiasTerm => ({ category, source: foldPattern(source), alternative });
const B = String.raw`(?<![a-z0-9_à-ÿ])`;
const E = String.raw`(?![a-z0-9_à-ÿ])`;

export const BIAS_TERMS: BiasTerm[] = [
  // English — gender
  t('gender', `${B}mankind${E}`, 'humankind, humanity or people'),
  t('gender', `${B}man-?power${E}`, 'workforce, staff or personnel'),
  t('gender', `${B}man-?hours?${E}`, 'person-hours or work hours'),
  t('gender', `${B}(?:chairm[ae]n)${E}`, 'chair or chairperson'),
  t('gender', `${B}(?:policem[ae]n|policewom[ae]n)${E}`, 'police officer'),
  t('gender', `${B}(?:firem[ae]n)${E}`, 'firefighter'),
  t('gender', `${B}(?:businessm[ae]n)${E}`, 'businessperson or executive'),
  t('gender', `${B}(?:salesm[ae]n)${E}`, 'salesperson or sales representative'),
  t('gender', `${B}(?:stewardess(?:es)?)${E}`, 'flight attendant'),
  t('gender', `${B}(?:cleaning\\s+lady|cleaning\\s+ladies)${E}`, 'cleaner'),
  t('gender', `${B}(?:man\\s+up)${E}`, 'be brave or take responsibility'),
  // English — disability
  t('disability', `${B}(?:wheelchair-bound|confined\\s+to\\s+a\\s+wheelchair)${E}`, 'wheelchair user'),
  t('disability', `${B}(?:the\\s+disabled|the\\s+handicapped|handicapped\\s+people|handicapped\\s+persons?)${E}`, 'disabled people or people with disabilities'),
  t('disability', `${B}(?:retarded|retard|mentally\\s+retarded)${E}`, 'person with an intellectual disability'),
  t('disability', `${B}(?:crippled?|cripples)${E}`, 'disabled person or person with a physical disability'),
  t('disability', `${B}(?:suffers?\\s+from|afflicted\\s+with|victim\\s+of)\\s+(?:autism|down\\s+syndrome|cerebral\\s+palsy|blindness|deafness|epilepsy|dyslexia|adhd)${E}`, 'has (autism, Down syndrome …)'),
  t('disability', `${B}(?:deaf-?and-?dumb|deaf-mute)${E}`, 'deaf person'),
  t('disability', `${B}(?:the\\s+mentally\\s+ill|insane\\s+people)${E}`, 'people with mental health conditions'),
  // English — race, ethnicity, nationality
  t('race and ethnicity', `${B}(?:illegal\\s+(?:aliens?|immigrants?))${E}`, 'undocumented immigrants'),
  t('race and ethnicity', `${B}(?:colou?red\\s+people|negroe?s?)${E}`, 'Black people or people of colour'),
  t('race and ethnicity', `${B}(?:gypped|gyp|gypsies|gypsy)${E}`, 'cheated (verb); Roma or Romani people (people)'),
  t('race and ethnicity', `${B}(?:orientals)${E}`, 'Asian people, or the specific nationality'),
  t('nationality', `${B}(?:third-?world\\s+(?:countr(?:y|ies)|nations?))${E}`, 'developing or low-income countries'),
  t('nationality', `${B}(?:native\\s+(?:english|portuguese|spanish|german|french)\\s+speakers?\\s+(?:only|required|preferred))${E}`, 'fluent in English (or the language), stated as a skill level'),
  // English — age and class
  t('age', `${B}(?:the\\s+elderly|senile|geezers?|old\\s+fogeys?)${E}`, 'older people or older adults'),
  t('age', `${B}(?:digital\\s+natives?|young\\s+and\\s+(?:dynamic|energetic)|recent\\s+graduates?\\s+only|under\\s+\\d{2}\\s+only)${E}`, 'describe the skills needed (e.g. comfortable with digital tools) instead of an age'),
  t('social class', `${B}(?:white\\s+trash|trailer\\s+trash|ghetto\\s+people|lower-?class\\s+people)${E}`, 'people with low incomes'),
  // Portuguese — gender, race, disability, age, class, nationality, religion
  t('disability', `${B}(?:portador(?:a|es|as)?\\s+de\\s+(?:deficiência|deficiencia|necessidades\\s+especiais)|pessoas?\\s+portadoras?\\s+de\\s+deficiência)${E}`, 'pessoa com deficiência'),
  t('disability', `${B}(?:(?:os|as|um|uma|aos|dos|das|para)\\s+deficientes?|deficientes?\\s+(?:físic[oa]s?|fisic[oa]s?|visua(?:l|is)|auditiv[oa]s?|mentais?|intelectua(?:l|is)))${E}`, 'pessoa com deficiência (física, visual …)'),
  t('disability', `${B}(?:aleijad[oa]s?|retardad[oa]s?|mongol(?:oide|óide)s?|débil\\s+mental|debil\\s+mental)${E}`, 'pessoa com deficiência; pessoa com síndrome de Down'),
  t('disability', `${B}(?:surd[oa]-mud[oa]s?)${E}`, 'pessoa surda'),
  t('disability', `${B}(?:sofre\\s+de|vítima\\s+de|vitima\\s+de)\\s+(?:autismo|síndrome\\s+de\\s+down|sindrome\\s+de\\s+down|paralisia\\s+cerebral|cegueira|surdez)${E}`, 'tem (autismo, síndrome de Down …) ou é uma pessoa com…'),
  t('race and ethnicity', `${B}(?:denegrir|denegriu|denegrindo|denigre|denegrida)${E}`, 'difamar, manchar a reputação'),
  t('race and ethnicity', `${B}(?:mulat[oa]s?)${E}`, 'pardo, parda ou negro (autodeclaração do IBGE)'),
  t('race and ethnicity', `${B}(?:a\\s+coisa\\s+(?:tá|está|esta|ficou)\\s+preta|serviço\\s+de\\s+preto|cabelo\\s+ruim|lista\\s+negra|mercado\\s+negro|humor\\s+negro|criado-mudo)${E}`, 'a situação está difícil; lista de bloqueio; mercado ilegal; humor ácido; mesa de cabeceira'),
  t('race and ethnicity', `${B}(?:judiar|judiou|judiando|judiaria)${E}`, 'maltratar'),
  t('race and ethnicity', `${B}(?:índios|indios|índio|indio)${E}`, 'indígenas, povos indígenas ou o nome do povo'),
  t('social class', `${B}(?:favelad[oa]s?)${E}`, 'morador(a) de comunidade ou de favela'),
  t('social class', `${B}(?:classe\\s+baixa|gentinha|pobretões|pobretoes)${E}`, 'pessoas de baixa renda'),
  t('nationality', `${B}(?:terceiro\\s+mundo|paraíba\\s+(?:como\\s+)?(?:ofensa|xingamento)|baianada)${E}`, 'países em desenvolvimento; não use origem regional como ofensa'),
  t('age', `${B}(?:jovem\\s+e\\s+dinâmic[oa]|jovem\\s+e\\s+dinamic[oa]|idade\\s+máxima\\s+de\\s+\\d{2}|idade\\s+maxima\\s+de\\s+\\d{2}|até\\s+\\d{2}\\s+anos\\s+de\\s+idade)${E}`, 'descreva as competências exigidas, não a idade'),
  t('gender', `${B}(?:boa\\s+aparência|boa\\s+aparencia|sexo\\s+(?:masculino|feminino)\\s+(?:somente|apenas)|somente\\s+(?:homens|mulheres)|apenas\\s+(?:homens|mulheres))${E}`, 'requisitos ligados à função, não à aparência ou ao gênero'),
  t('gender', `${B}(?:homem\\s+não\\s+chora|coisa\\s+de\\s+mulherzinha|mulher\\s+no\\s+volante)${E}`, 'remova o estereótipo de gênero'),
  t('religion', `${B}(?:macumbeir[oa]s?|chuta\\s+que\\s+é\\s+macumba)${E}`, 'praticante de religião de matriz africana (umbanda, candomblé)'),
];

// Stereotypes: a group, a copula or modal, a generalising predicate, within one clause.
const EN_GROUPS = String.raw`(?:all\s+|most\s+|every\s+|typical\s+)?(?:women|men|girls|boys|females|males|ladies|mothers|blacks|black\s+people|whites|white\s+people|asians|latinos|latinas|hispanics|mexicans|africans|arabs|muslims|jews|christians|hindus|atheists|immigrants|foreigners|refugees|old\s+people|older\s+people|elderly\s+people|seniors|boomers|millennials|young\s+people|teenagers|disabled\s+people|autistic\s+people|blind\s+people|deaf\s+people|poor\s+people|rich\s+people|gay\s+people|gays|lesbians|trans\s+people|brazilians|indians|chinese\s+people|americans|germans|russians|africans|europeans|northeasterners)`;
const EN_PREDICATES = String.raw`(?:are|aren't|are\s+not|can't|cannot|can\s+never|don't|do\s+not|never|always|should(?:n't|\s+not|\s+never)?|tend\s+to\s+be|belong)\s+(?:so\s+|too\s+|naturally\s+|just\s+|all\s+|inherently\s+|generally\s+|usually\s+|really\s+|more\s+|less\s+)*(?:bad\s+at|worse\s+at|good\s+at\s+(?:math|cooking|cleaning)|emotional|irrational|hysterical|lazy|weak|stupid|dumb|inferior|superior|dangerous|violent|criminals|thieves|terrorists|greedy|cheap|dirty|primitive|unreliable|untrustworthy|incompetent|incapable|slow|a\s+burden|burdens|not\s+(?:smart|suited|fit|good|capable)|unfit|less\s+intelligent|smarter|lead|drive|code|program|understand\s+technology|use\s+technology|learn|be\s+trusted|handle\s+(?:stress|pressure|money|leadership)|work\s+hard|in\s+the\s+kitchen|at\s+home|stay\s+(?:home|at\s+home|in\s+the\s+kitchen)|take\s+care\s+of\s+(?:the\s+)?(?:house|home|kids|children)|vote|be\s+(?:leaders|managers|engineers|hired))`;
const PT_GROUPS = String.raw`(?:(?:as|os|todas\s+as|todos\s+os|toda|todo)\s+)?(?:mulheres|mulher|homens|homem|meninas|meninos|negros|negras|pretos|brancos|asiáticos|asiaticos|indígenas|indigenas|idosos|idosas|velhos|velhas|jovens|adolescentes|imigrantes|estrangeiros|refugiados|nordestinos|nordestinas|baianos|paraíbas|cariocas|paulistas|gays|lésbicas|lesbicas|trans|muçulmanos|muculmanos|judeus|evangélicos|evangelicos|católicos|catolicos|ateus|pobres|ricos|favelados|gordos|gordas|ciganos|bolivianos|venezuelanos|haitianos|chineses|japoneses|africanos|argentinos|pessoas\s+com\s+deficiência|cadeirantes|autistas)`;
const PT_PREDICATES = String.raw`(?:são|sao|não\s+são|nao\s+sao|é|não\s+sabem|nao\s+sabem|não\s+sabe|não\s+conseguem|nao\s+conseguem|não\s+consegue|não\s+podem|nao\s+podem|não\s+deveriam|nao\s+deveriam|não\s+devem|nunca|sempre|devem|deveriam|têm\s+que|tem\s+que|tendem\s+a\s+ser|lugar\s+de)\s+(?:tão\s+|muito\s+|naturalmente\s+|mais\s+|menos\s+|todos\s+|todas\s+|sempre\s+)*(?:preguiçosos|preguiçosas|preguicosos|emotivas|emotivos|emocionais|histéricas|histericas|fracas|fracos|burros|burras|inferiores|superiores|perigosos|perigosas|criminosos|bandidos|ladrões|ladroes|terroristas|sujos|atrasados|lentos|lentas|incapazes|incompetentes|menos\s+inteligentes|pouco\s+confiáveis|desonestos|dirigir|liderar|programar|chefiar|mandar|entender\s+(?:de\s+)?(?:tecnologia|matemática|matematica|exatas)|usar\s+(?:tecnologia|computador|celular)|aprender|trabalhar|ficar\s+em\s+casa|cuidar\s+da\s+casa|cuidar\s+dos\s+filhos|na\s+cozinha|da\s+mulher\s+é|votar|ser\s+(?:líderes|lideres|chefes|engenheir[ao]s|contratad[oa]s)|bons\s+em|boas\s+em|ruins\s+em|piores\s+em)`;

const STEREOTYPE_EN = new RegExp(foldPattern(String.raw`${B}${EN_GROUPS}\s+${EN_PREDICATES}${E}`), 'g');
const STEREOTYPE_PT = new RegExp(foldPattern(String.raw`${B}${PT_GROUPS}\s+${PT_PREDICATES}${E}|${B}lugar\s+de\s+mulher\s+é\s+na\s+cozinha${E}`), 'g');

const GROUP_CATEGORY: Array<[RegExp, BiasCategory]> = [
  [/women|men|girls|boys|females|males|ladies|mothers|mulher|homem|homens|meninas|meninos|gays|lesbi|lésbi|trans/i, 'gender'],
  [/old|elderly|senior|boomer|millennial|young|teen|idos|velh|jove|adolescent/i, 'age'],
  [/muslim|jew|christian|hindu|atheist|muçulm|muculm|judeu|evang|catól|catol|ateu/i, 'religion'],
  [/disabled|autistic|blind|deaf|deficiência|cadeirant|autist/i, 'disability'],
  [/poor|rich|pobre|rico|favelad/i, 'social class'],
  [/immigrant|foreigner|refugee|brazilian|indian|chinese|american|german|russian|european|northeast|imigrant|estrangeir|refugiad|nordestin|baian|paraíba|carioca|paulista|bolivian|venezuelan|haitian|chines|japones|african|argentin|mexican/i, 'nationality'],
];

function stereotypeCategory(segment: string): BiasCategory {
  for (const [re, category] of GROUP_CATEGORY) if (re.test(segment)) return category;
  return 'race and ethnicity';
}

/** Every term in one pass: one capturing group per term (the terms themselves only use non-capturing groups). */
const FOLDED_B = foldPattern(B);
const FOLDED_E = foldPattern(E);
const ALL_TERMS = new RegExp(`${FOLDED_B}(?:${BIAS_TERMS.map((term) => `(${term.source.replace(FOLDED_B, '').replace(FOLDED_E, '')})`).join('|')})${FOLDED_E}`, 'g');

export function detectBias(text: string, folded = foldCase(text)): Candidate[] {
  const out: Candidate[] = [];
  ALL_TERMS.lastIndex = 0;
  let found: RegExpExecArray | null;
  while ((found = ALL_TERMS.exec(folded))) {
    const term = BIAS_TERMS[found.findIndex((group, i) => i > 0 && group !== undefined) - 1];
    out.push(bias(text, found.index, found.index + found[0].length, term.category, 'Low', `Non-inclusive ${term.category} term`, `Use "${term.alternative}" instead.`, 0.8, 40));
  }
  for (const re of [STEREOTYPE_EN, STEREOTYPE_PT]) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    while ((m = re.exec(folded))) {
      const category = stereotypeCategory(m[0]);
      out.push(bias(text, m.index, m.index + m[0].length, category, 'Medium', `Stereotype: a generalisation about a group (${category})`, 'Remove the generalisation; describe individuals by the relevant facts, or state the requirement without a group (e.g. "explain the steps simply" instead of "older people cannot use technology").', 0.85, 45));
    }
  }
  return out;
}

function bias(text: string, start: number, end: number, category: BiasCategory, severity: Severity, description: string, suggestion: string, confidence: number, priority: number): Candidate {
  return {
    severity,
    type: 'BIAS',
    detector: `bias/${category.replace(/ and /g, '-').replace(/\s+/g, '-')}`,
    category: 'bias',
    description,
    segment: text.slice(start, end),
    start,
    end,
    confidence,
    suggestion,
    priority,
  };
}
