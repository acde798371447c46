import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { errorResponse, mockApi, requestsTo, settle } from '@/testing/api-mock';
import { makeUser, storeSession } from '@/testing/factories';
import { renderWithProviders } from '@/testing/render-with-providers';
import { CHAT_STORAGE_KEY } from '../api/chat-api';
import { SupportChat } from '@/app/layout/SupportChat';

const CONVERSATION_ID = '5b8f3f0e-8a61-4b8e-9d0e-2f4b7c1d9a10';
const REPLY = {
  id: 'a1',
  userMessageId: 'u1',
  sender: 'ai',
  content: 'Here is what I found in our content:\n\n**Pricing › Pro plan**\n\nPro costs 15 USD per month.\n\nRead more: [Pricing › Pro plan](/pricing)',
  createdAt: '2026-11-24T14:05:00.000Z',
  sources: [{ title: 'Pricing › Pro plan', url: '/pricing' }],
  found: true,
};

async function openChat() {
  fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
  return screen.findByRole('dialog', { name: 'PromptForge Assistant' });
}

function typeMessage(text: string) {
  fireEvent.change(screen.getByPlaceholderText('Type your message...'), { target: { value: text } });
}

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('SupportChat', () => {
  it('a visitor fills the form, gets a conversation whose token is kept, and sees the reply about 500 ms after the question', async () => {
    let replyAt = 0;
    const { requests } = mockApi({
      'POST /api/chat/conversations': () => new Response(JSON.stringify({ id: CONVERSATION_ID, token: 'visitor-token' }), { status: 201, headers: { 'Content-Type': 'application/json' } }),
      [`GET /api/chat/conversations/${CONVERSATION_ID}`]: { id: CONVERSATION_ID, messages: [] },
      [`POST /api/chat/conversations/${CONVERSATION_ID}/messages`]: () => {
        replyAt = Date.now();
        return REPLY;
      },
    });
    renderWithProviders(<SupportChat />);
    const dialog = await openChat();
    expect(dialog).toHaveTextContent('How can I help you today?');
    expect(await screen.findByText("Let's get started!")).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByText('Campos obrigatórios')).toBeInTheDocument();
    expect(screen.getByText('Por favor, preencha seu nome e email para continuar.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: ' Ana Souza ' } });
    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    expect(await screen.findByText('Email inválido')).toBeInTheDocument();
    expect(requestsTo(requests, 'POST /api/chat/conversations')).toHaveLength(0);

    fireEvent.change(screen.getByLabelText('Email *'), { target: { value: 'ana@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Start Chat' }));
    const input = await screen.findByPlaceholderText('Type your message...');
    expect(await requestsTo(requests, 'POST /api/chat/conversations')[0].clone().json()).toEqual({ visitorName: 'Ana Souza', visitorEmail: 'ana@example.com' });
    expect(JSON.parse(window.localStorage.getItem(CHAT_STORAGE_KEY)!)).toMatchObject({ id: CONVERSATION_ID, token: 'visitor-token' });
    expect(requestsTo(requests, `GET /api/chat/conversations/${CONVERSATION_ID}`)[0].headers.get('X-Chat-Token')).toBe('visitor-token');

    const send = screen.getByRole('button', { name: 'Send message' });
    expect(send).toBeDisabled();
    typeMessage('   ');
    expect(send).toBeDisabled();
    typeMessage('How much is Pro?');
    expect(send).toBeEnabled();
    const shownAt = Date.now();
    fireEvent.click(send);
    expect(screen.getByText('How much is Pro?')).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(send).toBeDisabled();
    await settle(100);
    expect(replyAt).toBeGreaterThan(0);
    expect(screen.queryByText('Pro costs 15 USD per month.')).not.toBeInTheDocument();
    expect(await screen.findByText('Pro costs 15 USD per month.', {}, { timeout: 2000 })).toBeInTheDocument();
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(480);
    expect(screen.getByRole('link', { name: 'Pricing › Pro plan' })).toHaveAttribute('href', '/pricing');
    const message = requestsTo(requests, `POST /api/chat/conversations/${CONVERSATION_ID}/messages`)[0];
    expect(message.headers.get('X-Chat-Token')).toBe('visitor-token');
    expect(await message.clone().json()).toEqual({ content: 'How much is Pro?', name: 'Ana Souza', email: 'ana@example.com' });
    expect(screen.getAllByRole('listitem').some((item) => item.querySelector('time'))).toBe(true);
  });

  it('a signed-in user goes straight to the conversation with the earlier messages and their times', async () => {
    storeSession(makeUser());
    const { requests } = mockApi({
      'GET /api/auth/me': makeUser(),
      'POST /api/chat/conversations': { id: CONVERSATION_ID },
      [`GET /api/chat/conversations/${CONVERSATION_ID}`]: {
        id: CONVERSATION_ID,
        messages: [
          { id: 'u0', sender: 'user', content: 'Earlier question', createdAt: '2026-11-24T13:00:00.000Z', sources: [] },
          { id: 'a0', sender: 'ai', content: 'Earlier answer', createdAt: '2026-11-24T13:00:00.001Z', sources: [] },
        ],
      },
    });
    renderWithProviders(<SupportChat />);
    await openChat();
    expect(await screen.findByText('Earlier question')).toBeInTheDocument();
    expect(screen.getByText('Earlier answer')).toBeInTheDocument();
    expect(screen.queryByText("Let's get started!")).not.toBeInTheDocument();
    expect(await requestsTo(requests, 'POST /api/chat/conversations')[0].clone().json()).toEqual({});
    expect(requestsTo(requests, 'POST /api/chat/conversations')[0].headers.get('Authorization')).toBe('Bearer token-abc');
    const times = document.querySelectorAll('time');
    expect(times).toHaveLength(2);
    expect(times[0]).toHaveAttribute('datetime', '2026-11-24T13:00:00.000Z');
    expect(times[0].textContent).toMatch(/\d{1,2}:\d{2}/);
  });

  it("toasts 'Erro ao enviar mensagem' when a send fails and gives the text back", async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/auth/me': makeUser(),
      'POST /api/chat/conversations': { id: CONVERSATION_ID },
      [`GET /api/chat/conversations/${CONVERSATION_ID}`]: { id: CONVERSATION_ID, messages: [] },
      [`POST /api/chat/conversations/${CONVERSATION_ID}/messages`]: () => errorResponse(500, 'Internal server error'),
    });
    renderWithProviders(<SupportChat />);
    await openChat();
    await screen.findByPlaceholderText('Type your message...');
    typeMessage('Hello?');
    fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Erro ao enviar mensagem')).toBeInTheDocument();
    expect(screen.getByText('Não foi possível enviar sua mensagem. Tente novamente.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByPlaceholderText('Type your message...')).toHaveValue('Hello?'));
    expect(screen.queryByRole('listitem', { name: /Hello\?/ })).not.toBeInTheDocument();
  });

  it('a visitor whose stored conversation is gone gets the form again, and the stale token is dropped', async () => {
    window.localStorage.setItem(CHAT_STORAGE_KEY, JSON.stringify({ id: CONVERSATION_ID, token: 'old', name: 'Ana', email: 'ana@example.com' }));
    mockApi({ [`GET /api/chat/conversations/${CONVERSATION_ID}`]: () => errorResponse(404, 'Conversation not found.') });
    renderWithProviders(<SupportChat />);
    await openChat();
    expect(await screen.findByText("Let's get started!")).toBeInTheDocument();
    expect(window.localStorage.getItem(CHAT_STORAGE_KEY)).toBeNull();
  });

  it('closes with Escape and the close button, keeping the conversation', async () => {
    storeSession(makeUser());
    mockApi({
      'GET /api/auth/me': makeUser(),
      'POST /api/chat/conversations': { id: CONVERSATION_ID },
      [`GET /api/chat/conversations/${CONVERSATION_ID}`]: { id: CONVERSATION_ID, messages: [{ id: 'u0', sender: 'user', content: 'Kept', createdAt: '2026-11-24T13:00:00.000Z', sources: [] }] },
    });
    renderWithProviders(<SupportChat />);
    const dialog = await openChat();
    await screen.findByText('Kept');
    act(() => {
      fireEvent.keyDown(dialog, { key: 'Escape' });
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
    expect(await screen.findByText('Kept')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close chat' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
