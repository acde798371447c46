import { CliError } from '../output/errors';
import { parseCredentials, serializeCredentials, storedApiKey, withLogin, withoutLogin } from './credentials';

const PATH = '/home/ana/.config/promptforge/config.json';

describe('credentials', () => {
  it('stores a key per server and makes the last login the default server', () => {
    const one = withLogin({ servers: {} }, 'http://a', 'pfk_a');
    const two = withLogin(one, 'http://b', 'pfk_b');

    expect(two).toEqual({ url: 'http://b', servers: { 'http://a': { apiKey: 'pfk_a' }, 'http://b': { apiKey: 'pfk_b' } } });
    expect(storedApiKey(two, 'http://a')).toBe('pfk_a');
    expect(storedApiKey(two, 'http://c')).toBeUndefined();
    expect(storedApiKey(two, 'constructor')).toBeUndefined();
  });

  it('forgets one server, its default role with it, and leaves nothing when it was the last', () => {
    const both = withLogin(withLogin({ servers: {} }, 'http://a', 'pfk_a'), 'http://b', 'pfk_b');

    expect(withoutLogin(both, 'http://b')).toEqual({ servers: { 'http://a': { apiKey: 'pfk_a' } } });
    expect(withoutLogin(both, 'http://a')).toEqual({ url: 'http://b', servers: { 'http://b': { apiKey: 'pfk_b' } } });
    expect(withoutLogin(withoutLogin(both, 'http://a')!, 'http://b')).toBeUndefined();
  });

  it('reads back what it writes, and keeps fields it does not know', () => {
    const credentials = { url: 'http://a', servers: { 'http://a': { apiKey: 'pfk_a' } }, future: { x: 1 } };

    expect(parseCredentials(serializeCredentials(credentials), PATH)).toEqual(credentials);
    expect(serializeCredentials(credentials).endsWith('}\n')).toBe(true);
    expect(parseCredentials('{}', PATH)).toEqual({ servers: {} });
  });

  it.each([
    ['pfk_SecretSecret not json', 'not JSON'],
    ['["pfk_SecretSecret"]', 'not a JSON object'],
    ['{"url": 3}', '"url" is not a string'],
    ['{"servers": {"http://a": {"key": "pfk_SecretSecret"}}}', 'no "apiKey" string for http://a'],
  ])('refuses the file %j, naming the file and never quoting it', (text, why) => {
    let error: unknown;
    try {
      parseCredentials(text, PATH);
    } catch (thrown) {
      error = thrown;
    }

    expect(error).toBeInstanceOf(CliError);
    expect((error as CliError).message).toBe(`the config file ${PATH} is not valid (${why}): fix or delete it`);
  });
});
