import type { Language } from '@/lib/language';

// The names login.html, the boot script and the app's takeover share for the prerendered page
// (no imports beyond types: the build's plugin, scripts/prerender.ts, reads them too).

/** login.html's `<template>` of the login page in one language. */
export const prerenderedLoginTemplateId = (language: Language) => `prerendered-login-${language}`;
/** Set on the prerendered form when someone pressed "Log in" before the app was up. */
export const submitWantedAttribute = 'data-submit-wanted';
/** Marks the boot status (`#boot-status`) while it holds the prerendered page. */
export const prerenderedAttribute = 'data-prerendered';
/**
 * On login.html's boot script: the app's entry module, which the script starts once the
 * prerendered page has painted (the stylesheet and the page first, the app's code after).
 */
export const entryScriptAttribute = 'data-entry';
