// tables of the search module (filled by its issue)
export {};
