import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorResponse, mockApi, requestsTo } from '@/testing/api-mock';
import { preloadScreens } from '@/testing/preload';
import { renderApp } from '@/testing/render-app';
import { CONTACT_FAQ } from './ContactPage';

function openContact(answer: object | Response) {
  const api = mockApi({ 'POST /api/contact/send-email': answer });
  renderApp('/contact');
  return api;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), '  Ana Souza ');
  await user.type(screen.getByLabelText('Email'), 'ana@example.com');
  await user.type(screen.getByLabelText('Subject'), 'Team plan');
  await user.type(screen.getByLabelText('Message'), 'Can five people share one workspace?');
}

describe('ContactPage (tool-screens spec §2 Contact, §4, §5, §8)', () => {
  preloadScreens();

  it('shows the contact details, the hours and the four FAQ entries', async () => {
    openContact({ success: true, message: 'ok' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    const details = screen.getByRole('complementary', { name: 'Contact information' });
    expect(details).toHaveTextContent('Monday to Friday, 9AM-6PM PST');
    expect(details).toHaveTextContent('Closed on weekends');
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    expect(within(faq).getAllByRole('term').map((term) => term.textContent)).toEqual([
      'How do I get technical support?',
      'Do you offer plans for companies?',
      'Can I see a demo before I pay?',
      'How do I upgrade to Pro?',
    ]);
    expect(within(faq).getByRole('link', { name: 'Start your free trial' })).toHaveAttribute('href', '/register');
  });

  it('sends the trimmed message, shows the success toast with the server message and resets the form', async () => {
    const user = userEvent.setup();
    const { requests } = openContact({ success: true, message: "Thank you for your message. We'll get back to you as soon as possible." });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const toast = await screen.findByRole('status');
    expect(toast).toHaveTextContent('Message sent successfully!');
    expect(toast).toHaveTextContent("Thank you for your message. We'll get back to you as soon as possible.");
    const [sent] = requestsTo(requests, 'POST /api/contact/send-email');
    expect(await sent.json()).toEqual({ name: 'Ana Souza', email: 'ana@example.com', subject: 'Team plan', message: 'Can five people share one workspace?' });
    expect(screen.getByLabelText('Name')).toHaveValue('');
    expect(screen.getByLabelText('Message')).toHaveValue('');
  });

  it('shows the failure toast with the server message and keeps what was typed', async () => {
    const user = userEvent.setup();
    openContact(errorResponse(429, 'You have sent several messages in the last hour. Please try again later.'));
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    const toast = await screen.findByRole('alert');
    expect(toast).toHaveTextContent('Error sending message');
    expect(toast).toHaveTextContent('You have sent several messages in the last hour. Please try again later.');
    expect(screen.getByLabelText('Subject')).toHaveValue('Team plan');
  });

  it('checks the fields before sending: all required, a valid e-mail', async () => {
    const user = userEvent.setup();
    const { requests } = openContact({ success: true, message: 'ok' });
    await screen.findByRole('heading', { level: 1, name: 'Contact us' });
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(requestsTo(requests, 'POST /api/contact/send-email')).toHaveLength(0);
  });
});

describe('contact FAQ', () => {
  it('is word for word the FAQ the support chat quotes (src/content/faq.md)', () => {
    const markdown = readFileSync(join(__dirname, '../../../content/faq.md'), 'utf8');
    const entries = markdown
      .split(/^## /m)
      .slice(1)
      .map((section) => {
        const [question, ...answer] = section.trim().split('\n');
        return { question: question.trim(), answer: answer.join(' ').replace(/\s+/g, ' ').trim() };
      });
    expect(entries).toEqual(CONTACT_FAQ.map(({ question, answer }) => ({ question, answer })));
  });
});
