// Portuguese → English terms of the product's domain. The content is written in English; a question asked in
// Portuguese is expanded with the English words of its terms (keyed by folded Portuguese word), so that
// "Como funciona a janela de contexto?" finds the passages about context windows. Cognates that stem alike
// (contexto/context, modelo/model, agentes/agents) need no entry.

export const PT_EN_GLOSSARY: Readonly<Record<string, string>> = {
  preco: 'price pricing cost', precos: 'price pricing cost', custa: 'cost price', custo: 'cost', custos: 'cost',
  plano: 'plan', planos: 'plan', assinatura: 'subscription', assinar: 'subscribe subscription', gratis: 'free',
  gratuito: 'free', gratuita: 'free', teste: 'trial test', testes: 'test tests', periodo: 'period trial', dias: 'days',
  mes: 'month monthly', mensal: 'monthly month', mensalidade: 'monthly', cancelar: 'cancel', cancelamento: 'cancel',
  pagamento: 'payment billing', pagar: 'pay billing', cobranca: 'billing', cartao: 'card credit',
  credito: 'credit', janela: 'window', temperatura: 'temperature', amostragem: 'sampling', parametro: 'parameter',
  parametros: 'parameters', avaliacao: 'evaluation', avaliar: 'evaluate evaluation', avaliacoes: 'evaluation',
  ferramenta: 'tool', ferramentas: 'tools', seguranca: 'safety security', seguro: 'safe secure', injecao: 'injection',
  reduzir: 'reduce', economizar: 'save reduce', economia: 'savings save', recuperacao: 'retrieval',
  geracao: 'generation', aumentada: 'augmented', exemplo: 'example', exemplos: 'examples', poucos: 'few',
  cadeia: 'chain', pensamento: 'thought', raciocinio: 'reasoning', saida: 'output', entrada: 'input',
  resposta: 'response answer', respostas: 'responses answers', pergunta: 'question', chave: 'key', chaves: 'keys',
  comando: 'command', comandos: 'commands', linha: 'line', terminal: 'terminal cli', instalar: 'install',
  versao: 'version', versoes: 'versions', rotulo: 'label', rotulos: 'labels', comparar: 'compare comparison',
  comparacao: 'comparison compare', regras: 'rules', regra: 'rule', documentacao: 'documentation docs',
  gerador: 'generator', documento: 'document', documentos: 'documents', analisador: 'analyzer analysis',
  analise: 'analysis', suporte: 'support', tecnico: 'technical', empresa: 'enterprise company business', empresas: 'enterprise company business',
  empresarial: 'enterprise', demonstracao: 'demo', atualizar: 'upgrade update', atualizacao: 'upgrade update',
  alucinacao: 'hallucination', alucinacoes: 'hallucinations', tendencias: 'trends', futuro: 'future',
  aplicacoes: 'applications', aplicacao: 'application', tecnicas: 'techniques', tecnica: 'technique',
  avancadas: 'advanced', avancado: 'advanced', fundamentos: 'fundamentals', engenharia: 'engineering',
  lote: 'batch', lotes: 'batch', variaveis: 'variables', variavel: 'variable', sistema: 'system',
  instrucao: 'instruction', instrucoes: 'instructions', contar: 'count', contagem: 'count', limite: 'limit',
  limites: 'limits', conta: 'account', senha: 'password', equipe: 'team', contato: 'contact', horario: 'hours',
  atendimento: 'support hours', criar: 'create', escrever: 'write', melhorar: 'improve', otimizar: 'optimize',
  otimizacao: 'optimization', dados: 'data', privacidade: 'privacy', palavras: 'words', palavra: 'word',
  texto: 'text', tamanho: 'size length', longo: 'long', longos: 'long', curto: 'short', maximo: 'maximum max',
  reembolso: 'refund', fatura: 'invoice billing', agente: 'agent',
  busca: 'search', buscar: 'search', pesquisa: 'search', embeddings: 'embeddings', vetorial: 'vector',
  vetores: 'vectors', trecho: 'chunk passage', trechos: 'chunks', divisao: 'chunking split', escolher: 'choose',
  melhor: 'best better', qualidade: 'quality', metricas: 'metrics', formato: 'format', estruturada: 'structured',
  papel: 'role', funcao: 'role function', chamada: 'call calling', chamadas: 'calls', ataque: 'attack',
  ataques: 'attacks', vazamento: 'leak leakage', moderacao: 'moderation', cache: 'cache caching',
  ia: 'ai', ias: 'ai', diferenca: 'difference compare', diferencas: 'differences compare', modelos: 'models', provedor: 'provider', provedores: 'providers', perguntas: 'questions', frequentes: 'faq',
};

/** English terms a folded Portuguese word stands for, trying its singular too (empty when it has no entry). */
export function englishTermsFor(foldedWord: string): string {
  if (Object.hasOwn(PT_EN_GLOSSARY, foldedWord)) return PT_EN_GLOSSARY[foldedWord];
  const singular = foldedWord.endsWith('oes') ? `${foldedWord.slice(0, -3)}ao` : foldedWord.endsWith('s') ? foldedWord.slice(0, -1) : '';
  return singular && Object.hasOwn(PT_EN_GLOSSARY, singular) ? PT_EN_GLOSSARY[singular] : '';
}
