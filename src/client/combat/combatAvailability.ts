/** Why Fight and Join fight are disabled on a journey: the server refuses a fight started in flight. */
export const NOT_WHILE_TRAVELLING = 'Not available while travelling';
