import { markReadInList, type AppNotification, type NotificationList } from './list-updates';

const item = (id: string, read: boolean): AppNotification => ({
  id,
  type: 'info',
  title: `Title ${id}`,
  message: `Message ${id}`,
  date: '2026-06-15T12:00:00.000Z',
  read,
});

const list = (...items: AppNotification[]): NotificationList => ({
  notifications: items,
  total: items.length,
  unreadCount: items.filter((entry) => !entry.read).length,
});

describe('markReadInList', () => {
  it('marks one notification read in the All view', () => {
    const next = markReadInList(list(item('a', false), item('b', false), item('c', true)), false, 'a');
    expect(next.notifications.map((entry) => [entry.id, entry.read])).toEqual([
      ['a', true],
      ['b', false],
      ['c', true],
    ]);
    expect(next).toMatchObject({ total: 3, unreadCount: 1 });
  });

  it('drops it from the Unread view', () => {
    const next = markReadInList(list(item('a', false), item('b', false)), true, 'b');
    expect(next.notifications.map((entry) => entry.id)).toEqual(['a']);
    expect(next).toMatchObject({ total: 1, unreadCount: 1 });
  });

  it('marks everything read', () => {
    expect(markReadInList(list(item('a', false), item('b', true)), false)).toEqual({
      notifications: [item('a', true), item('b', true)],
      total: 2,
      unreadCount: 0,
    });
    expect(markReadInList(list(item('a', false), item('b', false)), true)).toEqual({ notifications: [], total: 0, unreadCount: 0 });
  });

  it('leaves the list alone when nothing changes', () => {
    const already = list(item('a', true));
    expect(markReadInList(already, false, 'a')).toBe(already);
    expect(markReadInList(already, false, 'missing')).toBe(already);
  });
});
