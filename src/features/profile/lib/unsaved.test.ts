import { describe, expect, it } from 'vitest';
import { anyUnsaved, hasUnsavedChanges, markForm, snapshotControls } from './unsaved';

function form(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('snapshots of a form', () => {
  it('reads text, checkboxes, radios, selects and text areas by id', () => {
    const root = form(`
      <input id="label" value="Mobile">
      <input id="primary" type="checkbox" checked>
      <input id="kind-0" type="radio" name="kind" checked><input id="kind-1" type="radio" name="kind">
      <select id="state"><option>IL</option><option selected>WI</option></select>
      <textarea id="note">Hi</textarea>
      <input type="hidden" id="secret" value="x"><button id="save">Save</button><input value="no id">
    `);
    expect(snapshotControls(root)).toEqual({
      label: 'Mobile',
      primary: true,
      'kind-0': true,
      'kind-1': false,
      state: 'WI',
      note: 'Hi',
    });
  });
});

describe('unsaved changes', () => {
  const before = { label: 'Mobile', primary: false, 'kind-0': true, 'kind-1': false };

  it('is clean when nothing differs, and dirty when anything does', () => {
    expect(hasUnsavedChanges(before, { ...before })).toBe(false);
    expect(hasUnsavedChanges(before, { ...before, label: 'Mobile phone' })).toBe(true);
    expect(hasUnsavedChanges(before, { ...before, primary: true })).toBe(true);
    expect(hasUnsavedChanges(before, { ...before, 'kind-0': false, 'kind-1': true })).toBe(true);
  });

  it('is clean again when a change is undone', () => {
    const typed = { ...before, label: 'Mobile!' };
    expect(hasUnsavedChanges(before, typed)).toBe(true);
    expect(hasUnsavedChanges(before, { ...typed, label: 'Mobile' })).toBe(false);
  });

  it('counts fields that appear for a choice as empty until something is typed in them', () => {
    expect(hasUnsavedChanges(before, { ...before, country: '', optIn: false })).toBe(false);
    expect(hasUnsavedChanges(before, { ...before, country: 'Canada' })).toBe(true);
    expect(hasUnsavedChanges({ ...before, country: 'Canada' }, before)).toBe(true);
    expect(hasUnsavedChanges({}, {})).toBe(false);
  });

  it('tracks which forms of the page are dirty', () => {
    let forms = markForm(new Set(), 'contact', true);
    expect(anyUnsaved(forms)).toBe(true);
    forms = markForm(forms, 'address', true);
    const same = markForm(forms, 'address', true);
    expect(same).toBe(forms);
    forms = markForm(forms, 'contact', false);
    expect(anyUnsaved(forms)).toBe(true);
    forms = markForm(forms, 'address', false);
    expect(anyUnsaved(forms)).toBe(false);
  });
});
