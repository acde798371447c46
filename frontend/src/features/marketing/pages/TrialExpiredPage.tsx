import { Link } from 'react-router-dom';
import { CheckOutlined, ClockCircleOutlined, RocketOutlined } from '@/components/icons';
import { paths } from '@/config/paths';
import { formatUsd, PRO_PRICE_USD } from '../plans';
import styles from './TrialExpiredPage.module.css';

/** The five Pro benefits (core spec §1), in Portuguese like the rest of this page. */
export const PRO_BENEFITS_PT = [
  'Prompts e versões ilimitados',
  'Todas as integrações com LLMs',
  'Análises e métricas avançadas',
  'Colaboração em equipe',
  'Suporte prioritário',
] as const;

/**
 * Trial expired (core spec §2), in Portuguese: the trial has ended, Pro at $15 per month with five
 * benefits, an upgrade button to /pricing and a contact link.
 */
export default function TrialExpiredPage() {
  return (
    <section className={`pf-container ${styles.page}`} lang="pt-BR" aria-labelledby="trial-expired-title">
      <span className={styles.badge} aria-hidden="true">
        <ClockCircleOutlined />
      </span>
      <h1 id="trial-expired-title" className={styles.title}>
        Seu período de teste terminou
      </h1>
      <p className={styles.lead}>
        Sua avaliação gratuita de 7 dias chegou ao fim. Faça upgrade para o plano Pro e continue criando, testando e
        otimizando seus prompts com todas as ferramentas.
      </p>

      <article className={styles.card} aria-labelledby="trial-expired-plan">
        <div className={styles.cardHead}>
          <h2 id="trial-expired-plan" className={styles.plan}>
            Plano Pro
          </h2>
          <p className={styles.price}>
            <span className={styles.amount}>{formatUsd(PRO_PRICE_USD)}</span>
            <span className={styles.period}>por mês</span>
          </p>
          <p className={styles.note}>Cobrança mensal. Cancele quando quiser.</p>
        </div>
        <ul className={styles.benefits}>
          {PRO_BENEFITS_PT.map((benefit) => (
            <li key={benefit}>
              <CheckOutlined className={styles.check} aria-hidden />
              {benefit}
            </li>
          ))}
        </ul>
        <Link to={paths.pricing} className="pf-btn pf-btn-primary pf-btn-lg pf-btn-block">
          <RocketOutlined aria-hidden />
          Fazer upgrade para o Pro
        </Link>
      </article>

      <p className={styles.contact}>
        Tem alguma dúvida? <Link to={paths.contact}>Fale com a nossa equipe</Link>
      </p>
    </section>
  );
}
