/**
 * The id of the `<template>` that holds a server-rendered page's script files (`<link rel="modulepreload">`
 * tags): the server writes it (page-shell.ts), the boot script puts its links in the head once the page
 * has painted (boot.ts), so the page's own picture does not share the network with them (ADR 0011).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';

/**
 * The id of the JSON block the server writes after a rendered page (entry-server.tsx): what the browser
 * hydrates from (main.tsx), and how the boot script tells a rendered page from one the browser draws
 * alone (boot.ts).
 */
export const PAGE_DATA_ID = 'page-data';
