// tables of the publishing module (filled by its issue)
export {};
