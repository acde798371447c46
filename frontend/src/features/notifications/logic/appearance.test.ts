import { borderColour, READ_COLOUR, TYPE_COLOURS } from './appearance';

describe('borderColour', () => {
  it('colours an unread notification by its type', () => {
    expect(borderColour('info', false)).toBe(TYPE_COLOURS.info);
    expect(borderColour('success', false)).toBe(TYPE_COLOURS.success);
    expect(borderColour('warning', false)).toBe(TYPE_COLOURS.warning);
    expect(borderColour('error', false)).toBe(TYPE_COLOURS.error);
    expect(new Set(Object.values(TYPE_COLOURS)).size).toBe(4);
  });

  it('is grey once read, whatever the type', () => {
    for (const type of ['info', 'success', 'warning', 'error'] as const) {
      expect(borderColour(type, true)).toBe(READ_COLOUR);
    }
    expect(Object.values(TYPE_COLOURS)).not.toContain(READ_COLOUR);
  });
});
