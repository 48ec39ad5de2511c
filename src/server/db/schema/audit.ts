// tables of the audit module (filled by its issue)
export {};
