import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import styles from '../components/PublicContent.module.css';

/** The main open-source projects PromptForge is built on, by role (from the workspaces' package.json files). */
const OPEN_SOURCE = [
  { role: 'Server', names: 'Node.js, NestJS, MikroORM, PostgreSQL, Redis, Bull, Passport, helmet, pino' },
  { role: 'Security', names: 'argon2 (password hashing), Node.js crypto (AES-256-GCM, HKDF, SHA-256)' },
  { role: 'Tokens and analysis', names: 'tiktoken, llama3-tokenizer-js, gpt-tokenizer (command line), Papa Parse' },
  { role: 'Web app', names: 'React, React Router, TanStack Query, Ant Design, Vite, react-markdown, rehype-sanitize' },
  { role: 'Command line', names: 'Commander' },
  { role: 'Testing', names: 'Jest, Playwright, axe-core' },
] as const;

/**
 * The trust page (core spec §2 'Trust and authority page', route /trust per issue 19). Unlike the
 * spec's marketing version it shows no certifications, team profiles or headline figures: only what is
 * true of this product, checked against the code (see the comments in the backend modules named).
 */
export default function TrustPage() {
  return (
    <>
      <section className={styles.hero}>
        <div className={`pf-container ${styles.heroInner}`}>
          <p className={styles.eyebrow}>Trust</p>
          <h1 className={styles.title}>Security and data handling</h1>
          <p className={styles.lead}>
            What we store, how it is protected, what leaves our servers and when, and how we test it. Everything on this page describes how the
            product works today.
          </p>
        </div>
      </section>

      <div className={`pf-container ${styles.section}`}>
        <div className={styles.prose}>
          <h2 id="storage">How your data is stored</h2>
          <p>
            Your account, prompts and their versions, playground sessions and results, notifications and usage records are stored in a PostgreSQL
            database on our server. Every one of them belongs to your account: another account asking for it gets the same “not found” answer as for
            something that does not exist.
          </p>
          <ul>
            <li>
              <strong>Passwords</strong> are never stored. We keep an argon2id hash with the parameters OWASP recommends, and check your password
              against it when you sign in.
            </li>
            <li>
              <strong>PromptForge API keys</strong> are shown once, when you create them. We store only a SHA-256 hash and the first characters, so
              you can recognise a key in the list; a lost key cannot be recovered, only replaced.
            </li>
            <li>
              <strong>Your model provider keys</strong> (OpenAI, Anthropic and others) are encrypted with AES-256-GCM under a key derived from a
              server secret, and bound to your account and that provider, so an encrypted key copied elsewhere cannot be opened. After you save one,
              the app shows it only masked.
            </li>
            <li>
              <strong>Sessions</strong> are signed tokens tied to a session record on the server. Signing out ends the session, and its token stops
              working at once.
            </li>
            <li>
              <strong>Payments</strong> go through Stripe Checkout: your card details are entered on Stripe’s page and never reach our server.
            </li>
            <li>
              <strong>Deleting your account</strong> (Settings) deletes everything it owns, and its Stripe customer so billing stops.
            </li>
          </ul>

          <h2 id="what-leaves">What leaves our servers, and when</h2>
          <p>
            Your prompts are sent outside PromptForge only when you ask for a model to run them: in the Playground, with <code>promptforge run</code>,
            or when you pick a model for a Prompt Lab or Prompt Engineering tool. Then the request goes to that model’s provider, with your own key
            for it when you have added one, otherwise with the server’s key within a daily budget. Each such call is recorded in your usage (model,
            tokens, cost), which you can see on the Usage page.
          </p>
          <p>Everything else runs on our server, without any third party:</p>
          <ul>
            <li>prompt analysis, variations, context check, prompt DNA and coaching on the built-in offline engine;</li>
            <li>token counts and cost estimates in the Token Analyzer;</li>
            <li>playground dry runs, which render prompts and count their tokens without calling a model.</li>
          </ul>
          <p>
            The command line’s <code>prompts lint</code> and <code>tokens --offline</code> run on your own machine and send nothing at all. Billing
            talks to Stripe (your e-mail address and subscription) when you subscribe or manage your plan.
          </p>
          <p>
            In the browser, the content security policy allows scripts, styles, images and connections from our own address only, so the web app
            loads no third-party scripts, fonts, analytics or trackers.
          </p>

          <h2 id="measures">Security measures</h2>
          <ul>
            <li>HTTP Strict Transport Security on every response (browsers that have visited once use HTTPS only), a strict content security policy (no inline or third-party scripts), no framing by other sites, and a strict referrer policy.</li>
            <li>Every request is validated; bad input gets a clear error and changes nothing.</li>
            <li>Repeated failed sign-ins and bursts of registrations from one address are slowed down by rate limits.</li>
            <li>Request logs record the method, address, status and timing only: request bodies and headers, and so passwords, keys and prompts, are not logged.</li>
            <li>Markdown on the site is rendered without raw HTML, so content cannot run scripts in your browser.</li>
          </ul>

          <h2 id="tests">How we test it</h2>
          <p>Every change runs automated test suites that include:</p>
          <ul>
            <li>a cross-account matrix that tries every route with an identifier using another account’s data, and expects “not found”;</li>
            <li>contract fuzzing of the API: malformed requests must never cause a server error, and a rejected request must not write anything;</li>
            <li>an output-encoding test that enters script and markup payloads into every text field and checks they are shown as text, never run;</li>
            <li>accessibility checks with axe on every screen, and API tests against a real PostgreSQL database and Redis.</li>
          </ul>

          <h2 id="open-source">Built on open source</h2>
          <p>PromptForge is built on well-maintained open-source projects, with exact versions pinned in lock files:</p>
          <dl className={styles.checkList}>
            {OPEN_SOURCE.map(({ role, names }) => (
              <div key={role}>
                <dt>
                  <strong>{role}</strong>
                </dt>
                <dd className={styles.muted} style={{ margin: 0 }}>
                  {names}
                </dd>
              </div>
            ))}
          </dl>

          <h2 id="questions">Questions</h2>
          <p>
            For a question about security or your data, write to us through the <Link to={paths.contact}>contact page</Link>. To learn how to keep
            your own LLM applications safe, read <Link to={`${paths.documentation}#safety-and-prompt-injection`}>Safety and prompt injection</Link> in
            the documentation.
          </p>
        </div>
      </div>
    </>
  );
}
