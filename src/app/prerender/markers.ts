import type { Language } from '@/lib/language';

// The names the prerendered pages' HTML, the boot script and the app's takeover share (no imports
// beyond types: the build's plugin, scripts/prerender.ts, reads them too).

/** A prerendered page's `<template>` in one language. */
export const prerenderedTemplateId = (language: Language) => `prerendered-page-${language}`;
/** Set on the prerendered form when someone pressed "Log in" before the app was up. */
export const submitWantedAttribute = 'data-submit-wanted';
/**
 * Set on the prerendered page while a pointer is down on it: the takeover waits for the press to
 * end, so its click lands on the button it started on.
 */
export const pressedAttribute = 'data-pressed';
/** Marks the boot status (`#boot-status`) while it holds the prerendered page: its kind. */
export const prerenderedAttribute = 'data-prerendered';
/**
 * On the boot script: which page its HTML carries, `login` or `signed-in`, and for a signed-in
 * page its path (`data-path`); `none` in index.html, which carries no page.
 */
export const pageKindAttribute = 'data-page';
export const pagePathAttribute = 'data-path';
export type PrerenderedPageKind = 'login' | 'signed-in';
/** `data-page` of index.html's boot script. */
export const noPrerenderedPage = 'none';
