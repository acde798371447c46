import { Card } from 'antd';
import styles from './rules-builder.module.css';

/** Spec §2: at the bottom, a Portuguese guide for using the rules in a file-based and a chat-based editor, with tips. */
export function PortugueseGuide() {
  return (
    <Card className={styles.guide} lang="pt-BR">
      <h2 className={styles.sectionTitle}>Como usar suas regras</h2>
      <div className={styles.guideGrid}>
        <section>
          <h3 className={styles.guideTitle}>Método 1: editor baseado em arquivos (Cursor, Windsurf, Cline, Roo Code)</h3>
          <ol className={styles.guideList}>
            <li>Clique em &quot;Export&quot; no cartão da regra, ou em &quot;Export for editor&quot; para escolher o editor e ver o caminho exato do arquivo.</li>
            <li>
              Salve o arquivo na raiz do seu projeto, no caminho indicado (por exemplo <code>.cursor/rules/minha-regra.mdc</code> ou{' '}
              <code>.windsurf/rules/minha-regra.md</code>).
            </li>
            <li>Reabra o projeto no editor: a regra passa a valer conforme a ativação escolhida (sempre, por padrões de arquivo, por decisão do modelo ou manual).</li>
            <li>Faça commit do arquivo para que toda a equipe use as mesmas regras.</li>
          </ol>
        </section>
        <section>
          <h3 className={styles.guideTitle}>Método 2: editor baseado em chat (ChatGPT, Claude, Copilot Chat)</h3>
          <ol className={styles.guideList}>
            <li>Abra a regra e copie todo o conteúdo.</li>
            <li>Cole o texto no início da conversa, ou nas instruções personalizadas do projeto, antes do seu pedido.</li>
            <li>Peça ao assistente que confirme que vai seguir as regras e, em conversas longas, cole-as de novo.</li>
          </ol>
        </section>
      </div>
      <h3 className={styles.guideTitle}>Dicas</h3>
      <ul className={styles.guideList}>
        <li>Regras curtas e específicas funcionam melhor do que um arquivo enorme: separe por linguagem ou pasta.</li>
        <li>Use padrões de arquivo (globs) para aplicar uma regra só onde ela faz sentido, como <code>**/*.tsx</code>.</li>
        <li>Revise os alertas de segurança antes de exportar: regras são instruções que o agente executa com as suas permissões.</li>
        <li>Nunca coloque chaves de API ou senhas em uma regra; cite o nome da variável de ambiente.</li>
      </ul>
    </Card>
  );
}
