// tables of the media module (filled by its issue)
export {};
