/** TanStack Query keys, so a mutation invalidates exactly the entries it changed. */
export const queryKeys = {
  // Travel reads of the active character: options, one destination's routes, the journey's status.
  travel: {
    all: (characterId: number) => ['travel', characterId] as const,
    options: (characterId: number) => ['travel', characterId, 'options'] as const,
    interplanetaryAll: (characterId: number) => ['travel', characterId, 'interplanetary'] as const,
    interplanetary: (characterId: number, destinationId: number) => ['travel', characterId, 'interplanetary', destinationId] as const,
    status: (characterId: number) => ['travel', characterId, 'status'] as const,
  },
  user: ['user'] as const,
  // The cantina at the character's place (issue 37): EntertainmentUpdated invalidates the root.
  cantina: (characterId: number) => ['cantina', characterId] as const,
  // Crafting (issue 38): the survey, resources and schematics; the vendor stalls where the character stands.
  crafting: (characterId: number) => ['crafting', characterId] as const,
  vendors: (characterId: number) => ['vendors', characterId] as const,
  houses: (characterId: number) => ['houses', characterId] as const,
  // The account pages' reads: signed-in browsers, API tokens, a verification link's answer.
  account: {
    sessions: ['account', 'sessions'] as const,
    apiTokens: ['account', 'api-tokens'] as const,
    twoFactorSetup: ['account', 'two-factor-setup'] as const,
    verification: (id: string, hash: string, expires: number, signature: string) => ['account', 'verification', id, hash, expires, signature] as const,
  },
  // Party, groups, guilds and chat (issue 19): realtime PartyUpdated / GuildUpdated invalidate these roots.
  party: {
    all: (characterId: number) => ['party', characterId] as const,
    state: (characterId: number) => ['party', characterId, 'state'] as const,
    invites: (characterId: number) => ['party', characterId, 'invites'] as const,
    // Where the members stand: PartyUpdated (membership, a member departing or arriving) refreshes it.
    locations: (characterId: number) => ['party', characterId, 'locations'] as const,
  },
  groups: {
    all: ['groups'] as const,
    one: (partyId: number) => ['groups', partyId] as const,
  },
  guilds: {
    all: (characterId: number) => ['guilds', characterId] as const,
    list: (characterId: number) => ['guilds', characterId, 'list'] as const,
    one: (characterId: number, guildId: number) => ['guilds', characterId, 'one', guildId] as const,
  },
  chat: {
    channels: (characterId: number) => ['chat', characterId, 'channels'] as const,
    history: (characterId: number, channel: string, withId: number | null) => ['chat', characterId, 'history', channel, withId] as const,
  },
  // Missions, quests and onboarding: all under the missions root, which MissionStepUpdated and
  // MissionCompleted invalidate (seed 000 §7).
  missions: {
    list: (characterId: number) => ['missions', characterId, 'list'] as const,
    quests: (characterId: number) => ['missions', characterId, 'quests'] as const,
    onboarding: (characterId: number) => ['missions', characterId, 'onboarding'] as const,
  },
  // Bounties: the board, the hunts and their history (BountyUpdated invalidates the root).
  bounties: {
    board: (characterId: number) => ['bounties', characterId, 'board'] as const,
  },
  // The roots realtime events invalidate: each domain's queries start with its root (spec events
  // for missions, inventory, equipment and skills come before those domains' own reads).
  roots: {
    missions: ['missions'] as const,
    inventory: ['inventory'] as const,
    equipment: ['equipment'] as const,
    ships: ['ships'] as const,
    skills: ['skills'] as const,
    tradingContracts: ['trading-contracts'] as const,
    market: ['market'] as const,
    combat: ['combat'] as const,
    travel: ['travel'] as const,
  },
  // What depends on where the character stands, read again once a journey lands: the shop and
  // the market here, the contract board, who can be fought, the ship, the routes, the movement page.
  whereabouts: [['inventory'], ['shops'], ['market'], ['trading-contracts'], ['combat'], ['ships'], ['travel'], ['world', 'movement']] as const,
  // Combat reads of a character start with 'combat' (CombatUpdated invalidates that root): its
  // combat data, stances, sessions and who it can fight here.
  combat: {
    all: (characterId: number) => ['combat', characterId] as const,
    data: (characterId: number) => ['combat', characterId, 'data'] as const,
    stances: (characterId: number) => ['combat', characterId, 'stances'] as const,
    opponents: (characterId: number) => ['combat', characterId, 'opponents'] as const,
    sessions: (characterId: number) => ['combat', characterId, 'sessions'] as const,
    session: (characterId: number, sessionId: number) => ['combat', characterId, 'session', sessionId] as const,
    partyFights: (characterId: number) => ['combat', characterId, 'party-fights'] as const,
  },
  // The galaxy's enemies and NPCs, the same for every player (an admin's spawn or move invalidates them).
  enemies: {
    all: ['enemies'] as const,
    list: (superAreaId: number | null, page: number) => ['enemies', 'list', superAreaId, page] as const,
    one: (id: number) => ['enemies', 'one', id] as const,
  },
  npcs: {
    all: ['npcs'] as const,
    list: (superAreaId: number | null) => ['npcs', 'list', superAreaId] as const,
    one: (id: number) => ['npcs', 'one', id] as const,
  },
  // Item reads: the equipment list under its root (EquipmentDamaged); the shops here under their own
  // root: what they offer changes with where the character stands (JourneyArrived), not with its items.
  equipment: (characterId: number) => ['equipment', characterId] as const,
  shop: (characterId: number) => ['shops', characterId] as const,
  // The galaxy changes only when the content admin edits it.
  galaxyMap: ['galaxy', 'map'] as const,
  superAreas: ['galaxy', 'super-areas'] as const,
  // The world pages (issue 21): content the admin changes; an admin act invalidates 'world' and 'galaxy'.
  world: {
    all: ['world'] as const,
    page: (name: string, id: number | null = null) => ['world', name, id] as const,
    movement: (characterId: number) => ['world', 'movement', characterId] as const,
    objects: (type: string, page: number, search: string) => ['world', 'objects', type, page, search] as const,
    object: (type: string, id: number) => ['world', 'object', type, id] as const,
    // Under 'world': every admin act refreshes the log with the pages it changed.
    audit: (page: number, subjectType: string) => ['world', 'audit', page, subjectType] as const,
  },
  // Realtime events and new notifications invalidate a character's captain's log.
  captainsLog: (characterId: number) => ['captains-log', characterId] as const,
  // Every character read starts with 'characters' (a realtime resync invalidates that root).
  characterRoot: ['characters'] as const,
  characterList: ['characters', 'list'] as const,
  character: (id: number) => ['characters', 'detail', id] as const,
  // Market reads start with 'market' (MarketOpportunity marks that root stale), then the character.
  market: {
    all: (characterId: number) => ['market', characterId] as const,
    data: (characterId: number) => ['market', characterId, 'data'] as const,
    manifest: (characterId: number) => ['market', characterId, 'manifest'] as const,
    routes: (characterId: number, maxDistance: number, minProfit: number) => ['market', characterId, 'routes', maxDistance, minProfit] as const,
    pricing: (characterId: number, commodityId: number, action: string, quantity: number) => ['market', characterId, 'pricing', commodityId, action, quantity] as const,
    history: (characterId: number, commodityId: number, days: number) => ['market', characterId, 'history', commodityId, days] as const,
    stats: (characterId: number) => ['market', characterId, 'stats'] as const,
    commodities: (characterId: number, superAreaId: number | null) => ['market', characterId, 'commodities', superAreaId] as const,
    prices: ['market', 'prices'] as const,
  },
  // A character's skills start with 'skills' (SkillPointsAwarded invalidates that root), then the character.
  skills: {
    all: (characterId: number) => ['skills', characterId] as const,
    summary: (characterId: number) => ['skills', characterId, 'summary'] as const,
    recommendations: (characterId: number) => ['skills', characterId, 'recommendations'] as const,
    allocation: (characterId: number) => ['skills', characterId, 'optimal-allocation'] as const,
  },
  // Professions and skills as seeded: the same for every visitor, untouched by realtime events.
  skillContent: {
    professions: ['skill-content', 'professions'] as const,
    profession: (id: number) => ['skill-content', 'profession', id] as const,
    skill: (id: number) => ['skill-content', 'skill', id] as const,
  },
  // Contract lists belong to the character the server reads from X-Character-Id.
  contracts: {
    available: (characterId: number, filters: object) => ['trading-contracts', characterId, 'available', filters] as const,
    availableAll: (characterId: number) => ['trading-contracts', characterId, 'available'] as const,
    active: (characterId: number) => ['trading-contracts', characterId, 'active'] as const,
    history: (characterId: number) => ['trading-contracts', characterId, 'history'] as const,
  },
  // Everything about ships starts with 'ships' (ShipStatusChanged invalidates that root) and the character.
  ships: {
    all: (characterId: number) => ['ships', characterId] as const,
    fleet: (characterId: number) => ['ships', characterId, 'fleet'] as const,
    status: (characterId: number) => ['ships', characterId, 'status'] as const,
    market: (characterId: number, query: object) => ['ships', characterId, 'market', query] as const,
    marketShip: (characterId: number, templateId: number) => ['ships', characterId, 'market-ship', templateId] as const,
    mine: (characterId: number) => ['ships', characterId, 'mine'] as const,
    outfitted: (characterId: number, shipId: number) => ['ships', characterId, 'outfitted', shipId] as const,
    upgrades: (characterId: number, filters: object, shipId: number | null) => ['ships', characterId, 'upgrades', filters, shipId] as const,
    upgrade: (characterId: number, upgradeId: number, shipId: number | null) => ['ships', characterId, 'upgrade', upgradeId, shipId] as const,
    craftedParts: (characterId: number, shipId: number) => ['ships', characterId, 'crafted-parts', shipId] as const,
  },
};
