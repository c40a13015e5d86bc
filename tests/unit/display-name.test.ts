import { describe, expect, it } from 'vitest';
import { displayName } from '../../shared/display-name';

describe('a member as the site names them', () => {
  it('joins first and last name, or takes either alone', () => {
    expect(displayName({ firstName: 'Maya', lastName: 'Reporter' })).toBe('Maya Reporter');
    expect(displayName({ firstName: ' Maya ', lastName: null })).toBe('Maya');
    expect(displayName({ firstName: null, lastName: 'Reporter' })).toBe('Reporter');
  });
  it("says 'Member' for a member who gave no name, unless the place's own wording is given", () => {
    expect(displayName({ firstName: '', lastName: '  ' })).toBe('Member');
    expect(displayName(null)).toBe('Member');
    expect(displayName(undefined, 'Anonymous')).toBe('Anonymous');
    expect(displayName({ firstName: null, lastName: null }, 'Unknown')).toBe('Unknown');
  });
  it("reads a deleted account's presented name as 'Deleted member'", () => {
    expect(displayName({ firstName: 'Deleted', lastName: 'member' })).toBe('Deleted member');
  });
});
