// tables of the revisions module (filled by its issue)
export {};
