import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage } from '@/api/errors';
import { TextField } from '@/components/form/TextField';
import fieldStyles from '@/components/form/TextField.module.css';
import { useForm } from '@/components/form/use-form';
import { ClockCircleOutlined, MailOutlined, UserOutlined } from '@/components/icons';
import { toast } from '@/components/toast';
import { paths } from '@/config/paths';
import { useSendContactEmail } from '../api/contact-api';
import { CONTACT_LIMITS, validateContactField, type ContactValues } from '../logic/contact-validation';
import styles from './ContactPage.module.css';

const EMPTY: ContactValues = { name: '', email: '', subject: '', message: '' };

/** Tool-screens spec §2 'Contact': technical support, enterprise, demo with the 7-day trial, upgrading. */
export const CONTACT_FAQ = [
  {
    question: 'How do I get technical support?',
    answer:
      'Send us a message with this form: say which screen you were on, what you did and what you expected. We answer on business days, Monday to Friday, 9AM-6PM PST, at the e-mail address you give.',
  },
  {
    question: 'Do you offer plans for companies?',
    answer:
      'Today there is one paid plan, Pro, per account. If your team needs more (several accounts, invoices, running PromptForge on your own servers), tell us what you need and we will answer with what we can do.',
  },
  {
    question: 'Can I see a demo before I pay?',
    answer: 'Try the product itself: every new account gets a 7-day free trial of every tool and every LLM integration, with no credit card.',
    link: { to: paths.register, label: 'Start your free trial' },
  },
  {
    question: 'How do I upgrade to Pro?',
    answer: 'Choose Pro on the pricing page (signed in, or from the trial-expired page). The upgrade takes effect at once.',
    link: { to: paths.pricing, label: 'See pricing' },
  },
] as const;

/**
 * Contact (tool-screens spec §2, §4, §5, §8): contact details and hours, the message form (name, email, subject,
 * message; the form resets on success) and four FAQ entries. A first-visit page: plain HTML and CSS, no antd.
 */
export default function ContactPage() {
  const send = useSendContactEmail();
  // Remounting the fields is how the form resets (useForm keeps its state per mount).
  const [formKey, setFormKey] = useState(0);
  return (
    <div className={styles.page}>
      <section className={styles.hero} aria-labelledby="contact-title">
        <div className="pf-container">
          <h1 id="contact-title" className={styles.title}>
            Contact us
          </h1>
          <p className={styles.lead}>Questions about PromptForge, your account or billing? Write to us and we will get back to you.</p>
        </div>
      </section>
      <div className={`pf-container ${styles.columns}`}>
        <aside className={styles.details} aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className={styles.cardTitle}>
            Contact information
          </h2>
          <dl className={styles.detailList}>
            <div>
              <dt>
                <MailOutlined aria-hidden /> Messages
              </dt>
              <dd>Through the form on this page. We reply to the e-mail address you give.</dd>
            </div>
            <div>
              <dt>
                <ClockCircleOutlined aria-hidden /> Working hours
              </dt>
              <dd>
                Monday to Friday, 9AM-6PM PST
                <br />
                Closed on weekends
              </dd>
            </div>
            <div>
              <dt>
                <UserOutlined aria-hidden /> Office
              </dt>
              <dd>Brazil</dd>
            </div>
          </dl>
        </aside>
        <section className={styles.formCard} aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className={styles.cardTitle}>
            Send us a message
          </h2>
          <ContactForm key={formKey} pending={send.isPending} onSent={() => setFormKey((key) => key + 1)} send={send.mutateAsync} />
        </section>
      </div>
      <section className={styles.faq} aria-labelledby="contact-faq-title">
        <div className="pf-container">
          <h2 id="contact-faq-title" className={styles.faqTitle}>
            Frequently asked questions
          </h2>
          <dl className={styles.faqList}>
            {CONTACT_FAQ.map((entry) => (
              <div key={entry.question} className={styles.faqItem}>
                <dt>{entry.question}</dt>
                <dd>
                  {entry.answer}
                  {'link' in entry && (
                    <>
                      {' '}
                      <Link to={entry.link.to}>{entry.link.label}</Link>
                    </>
                  )}
                </dd>
              </div>
            ))}
          </dl>
        </div>
      </section>
    </div>
  );
}

interface ContactFormProps {
  pending: boolean;
  send: ReturnType<typeof useSendContactEmail>['mutateAsync'];
  onSent: () => void;
}

function ContactForm({ pending, send, onSent }: ContactFormProps) {
  const form = useForm<ContactValues>({ initialValues: EMPTY, validate: validateContactField });
  const honeypot = useRef<HTMLInputElement>(null);
  const message = form.field('message');

  const onValid = async (values: ContactValues) => {
    if (pending) return;
    try {
      const result = await send({
        name: values.name.trim(),
        email: values.email.trim(),
        subject: values.subject.trim(),
        message: values.message.trim(),
        ...(honeypot.current?.value ? { website: honeypot.current.value } : {}),
      });
      toast({ title: 'Message sent successfully!', description: result.message || "We'll get back to you as soon as possible.", variant: 'success' });
      onSent();
    } catch (error) {
      toast({ title: 'Error sending message', description: errorMessage(error, 'Please try again later or contact us directly.'), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={form.handleSubmit(onValid)} noValidate aria-label="Contact form">
      <div className={styles.twoFields}>
        <TextField {...form.field('name')} label="Name" autoComplete="name" placeholder="Your name" />
        <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" placeholder="you@example.com" />
      </div>
      <TextField {...form.field('subject')} label="Subject" placeholder="What is it about?" />
      <div className={fieldStyles.field}>
        <label htmlFor={message.id} className={fieldStyles.label}>
          Message
        </label>
        <div className={`${fieldStyles.control} ${message.error ? fieldStyles.invalid : ''}`}>
          <textarea
            ref={message.inputRef as unknown as (element: HTMLTextAreaElement | null) => void}
            id={message.id}
            name={message.name}
            className={`${fieldStyles.input} ${styles.textarea}`}
            value={message.value}
            onChange={(event) => message.onChange(event.target.value)}
            onBlur={message.onBlur}
            rows={6}
            placeholder="How can we help?"
            aria-invalid={message.error ? true : undefined}
            aria-describedby={message.error ? `${message.id}-error ${message.id}-hint` : `${message.id}-hint`}
          />
        </div>
        {message.error && (
          <p id={`${message.id}-error`} className={fieldStyles.error}>
            {message.error}
          </p>
        )}
        <p id={`${message.id}-hint`} className={fieldStyles.hint}>
          {[...message.value.trim()].length} / {CONTACT_LIMITS.message} characters
        </p>
      </div>
      {/* Hidden from people (off-screen, out of the tab order, hidden from assistive technology); bots fill it in. */}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor="contact-website">Leave this field empty</label>
        <input ref={honeypot} id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" className="pf-btn pf-btn-primary pf-btn-lg" aria-busy={pending || undefined} aria-disabled={pending || undefined}>
        {pending ? 'Sending...' : 'Send Message'}
      </button>
    </form>
  );
}
