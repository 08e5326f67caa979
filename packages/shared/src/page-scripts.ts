/**
 * The id of the `<template>` that holds a server-rendered page's script files (`<link rel="modulepreload">`
 * tags): the server writes it (page-shell.ts), the boot script puts its links in the head once the page
 * has painted (boot.ts), so the page's own picture does not share the network with them (ADR 0011).
 */
export const PAGE_SCRIPTS_ID = 'page-scripts';
