/**
 * Word lists the catalogue draws game titles from. A title is a pattern filled with words of one
 * theme, so "Pharaoh" meets "Sands" rather than "Cupcakes"; the theme also picks the category
 * and the thumbnail's motif.
 */

export type Theme =
  | 'egypt'
  | 'myth'
  | 'norse'
  | 'animals'
  | 'fruit'
  | 'gems'
  | 'asia'
  | 'adventure'
  | 'western'
  | 'space'
  | 'luck'
  | 'sweets'
  | 'dark'
  | 'ocean'

export interface ThemeWords {
  nouns: string[]
  /** Places and things that follow "of", "from", "in". */
  places: string[]
  adjectives: string[]
}

export const themes: Record<Theme, ThemeWords> = {
  egypt: {
    nouns: ['Pharaoh', 'Scarab', 'Sphinx', 'Pyramid', 'Anubis', 'Osiris', 'Horus', 'Papyrus', 'Ankh', 'Obelisk', 'Sands', 'Nefertem'],
    places: ['the Nile', 'Giza', 'Luxor', 'the Pharaohs', 'the Desert', 'Karnak', 'Thebes', 'the Sun God'],
    adjectives: ['Golden', 'Ancient', 'Sacred', 'Eternal', 'Lost', 'Hidden', 'Royal', 'Burning'],
  },
  myth: {
    nouns: ['Titans', 'Olympians', 'Medusa', 'Minotaur', 'Oracle', 'Kraken', 'Cyclops', 'Pegasus', 'Hydra', 'Athena', 'Poseidon', 'Ares'],
    places: ['Olympus', 'Atlantis', 'the Gods', 'Sparta', 'Troy', 'the Labyrinth', 'Delphi', 'Crete'],
    adjectives: ['Mighty', 'Divine', 'Immortal', 'Thundering', 'Legendary', 'Epic', 'Fallen', 'Rising'],
  },
  norse: {
    nouns: ['Valkyrie', 'Vikings', 'Odin', 'Runes', 'Longship', 'Berserkers', 'Jarl', 'Skald', 'Fenrir', 'Mjolnir', 'Shieldmaiden', 'Raiders'],
    places: ['Asgard', 'Valhalla', 'Midgard', 'the North', 'the Fjords', 'Jotunheim', 'the Nine Realms', 'Ragnarok'],
    adjectives: ['Frozen', 'Savage', 'Fearless', 'Iron', 'Storm', 'Wild', 'Grim', 'Raging'],
  },
  animals: {
    nouns: ['Buffalo', 'Wolves', 'Tiger', 'Lions', 'Eagle', 'Rhino', 'Gorilla', 'Stallion', 'Bison', 'Cheetah', 'Elephant', 'Falcon'],
    places: ['the Savannah', 'the Wild', 'the Plains', 'the Jungle', 'the Canyon', 'the Pack', 'the Outback', 'the Prairie'],
    adjectives: ['Wild', 'Roaring', 'Mighty', 'Savage', 'Stampeding', 'Howling', 'Untamed', 'Majestic'],
  },
  fruit: {
    nouns: ['Fruits', 'Cherries', 'Lemons', 'Melons', 'Sevens', 'Bars', 'Berries', 'Grapes', 'Plums', 'Oranges', 'Bells', 'Coins'],
    places: ['the Orchard', 'the Market', 'Vegas', 'the Arcade', 'the Boardwalk', 'the Harvest', 'the Fair', 'the Casino'],
    adjectives: ['Hot', 'Burning', 'Flaming', 'Sparkling', 'Juicy', 'Classic', 'Shining', 'Blazing'],
  },
  gems: {
    nouns: ['Gems', 'Diamonds', 'Rubies', 'Emeralds', 'Sapphires', 'Crystals', 'Jewels', 'Pearls', 'Opals', 'Topaz', 'Amethyst', 'Prisms'],
    places: ['the Mine', 'the Vault', 'the Crown', 'the Caverns', 'the Deep', 'the Treasury', 'the Mountain', 'Light'],
    adjectives: ['Dazzling', 'Brilliant', 'Glittering', 'Radiant', 'Flawless', 'Precious', 'Electric', 'Starlit'],
  },
  asia: {
    nouns: ['Dragon', 'Koi', 'Panda', 'Lanterns', 'Dynasty', 'Emperor', 'Samurai', 'Ninja', 'Lotus', 'Phoenix', 'Shogun', 'Monkey King'],
    places: ['the Jade Palace', 'the East', 'Shanghai', 'Kyoto', 'the Great Wall', 'the Dynasty', 'the Temple', 'Macau'],
    adjectives: ['Jade', 'Lucky', 'Imperial', 'Crimson', 'Golden', 'Prosperous', 'Silk', 'Eternal'],
  },
  adventure: {
    nouns: ['Explorer', 'Relic', 'Idol', 'Compass', 'Expedition', 'Temple', 'Treasure', 'Map', 'Artifact', 'Raider', 'Cartographer', 'Quest'],
    places: ['the Jungle', 'El Dorado', 'the Lost City', 'the Amazon', 'the Andes', 'the Ruins', 'the Unknown', 'the Maya'],
    adjectives: ['Lost', 'Hidden', 'Forgotten', 'Daring', 'Secret', 'Golden', 'Untold', 'Ancient'],
  },
  western: {
    nouns: ['Bandits', 'Sheriff', 'Outlaws', 'Saloon', 'Gold Rush', 'Mustang', 'Bounty', 'Frontier', 'Desperados', 'Gunslinger', 'Stagecoach', 'Nuggets'],
    places: ['the West', 'Tombstone', 'the Canyon', 'Deadwood', 'the Frontier', 'the Ranch', 'Dust Creek', 'the Rio Grande'],
    adjectives: ['Wild', 'Dusty', 'Rowdy', 'Outlaw', 'Lawless', 'Golden', 'Rusty', 'Blazing'],
  },
  space: {
    nouns: ['Galaxy', 'Nebula', 'Comets', 'Rockets', 'Cosmos', 'Stars', 'Nova', 'Orbit', 'Meteors', 'Aliens', 'Planets', 'Quasar'],
    places: ['the Stars', 'Andromeda', 'Orion', 'the Void', 'Mars', 'the Cosmos', 'Saturn', 'the Milky Way'],
    adjectives: ['Cosmic', 'Neon', 'Stellar', 'Electric', 'Hyper', 'Quantum', 'Galactic', 'Lunar'],
  },
  luck: {
    nouns: ['Leprechaun', 'Clovers', 'Rainbows', 'Shamrocks', 'Horseshoes', 'Pot of Gold', 'Wishes', 'Charms', 'Fortune', 'Coins', 'Luck', 'Riches'],
    places: ['the Rainbow', 'Dublin', 'the Emerald Isle', 'the Glen', 'Fortune', 'the Meadow', 'Plenty', 'the Hills'],
    adjectives: ['Lucky', 'Golden', 'Merry', 'Charming', 'Shining', 'Emerald', 'Fortunate', 'Jolly'],
  },
  sweets: {
    nouns: ['Candy', 'Sugar', 'Cupcakes', 'Lollipops', 'Gummies', 'Donuts', 'Cookies', 'Jellies', 'Macarons', 'Sprinkles', 'Toffee', 'Marshmallows'],
    places: ['Candyland', 'the Bakery', 'Sugar Town', 'the Sweet Shop', 'the Carnival', 'Dessert Island', 'the Factory', 'Gingerbread Lane'],
    adjectives: ['Sweet', 'Sugary', 'Fizzy', 'Juicy', 'Tasty', 'Tutti-Frutti', 'Sparkly', 'Creamy'],
  },
  dark: {
    nouns: ['Vampires', 'Crypt', 'Ravens', 'Skulls', 'Phantoms', 'Werewolves', 'Witches', 'Spirits', 'Shadows', 'Reaper', 'Gargoyles', 'Banshee'],
    places: ['the Night', 'the Crypt', 'Transylvania', 'the Manor', 'the Graveyard', 'the Abyss', 'Salem', 'the Mist'],
    adjectives: ['Dark', 'Haunted', 'Midnight', 'Wicked', 'Cursed', 'Blood', 'Shadow', 'Eerie'],
  },
  ocean: {
    nouns: ['Pirates', 'Mermaids', 'Sharks', 'Galleon', 'Doubloons', 'Dolphins', 'Anchors', 'Corsairs', 'Reef', 'Captain', 'Tides', 'Marlin'],
    places: ['the Seven Seas', 'the Deep', 'Skull Island', 'the Reef', 'Tortuga', 'the Caribbean', 'the Lagoon', 'Atlantis'],
    adjectives: ['Sunken', 'Salty', 'Stormy', 'Deep', 'Azure', 'Roaring', 'Golden', 'Wild'],
  },
}

/** Adjectives any theme may borrow. */
export const commonAdjectives = ['Mega', 'Super', 'Grand', 'Royal', 'Magic', 'Cash', 'Fortune', 'Mighty', 'Ultra', 'Wild']

/** "Book of X", "Rise of X": a heading noun that takes a place or a noun. */
export const heads = ['Book of', 'Rise of', 'Legend of', 'Temple of', 'Quest for', 'Secrets of', 'Treasures of', 'Return of', 'Riches of', 'Gates to']

/** What follows a noun: "Dragon Rush". */
export const actions = ['Rush', 'Blitz', 'Fever', 'Frenzy', 'Bonanza', 'Party', 'Mania', 'Storm', 'Hunt', 'Heist', 'Splash', 'Strike', 'Spins', 'Link', 'Drop', 'Reels', 'Ways', 'Respins', 'Cascade', 'Surge']

/** An edition after a full title: "Golden Scarab Deluxe". */
export const editions = ['Deluxe', 'Megaways', 'Hold & Win', 'Xtreme', 'Gold', 'Remastered', '1000', 'Cash Collect', 'Ultra', 'Max', 'Power Reels', 'Dream Drop', 'Christmas Edition', 'Double Up', 'Scratch']

/** Numbers in classic titles: "40 Burning Sevens". */
export const numbers = ['5', '7', '10', '20', '25', '40', '50', '81', '100', '243']

/**
 * Real titles the generator must not produce: a sandbox catalogue that named another company's
 * famous game would mislead. A generated title containing one of these is drawn again.
 */
export const reservedTitles = [
  'sweet bonanza',
  'book of dead',
  'book of ra',
  'gates of olympus',
  'big bass',
  'wolf gold',
  'fire joker',
  'legacy of dead',
  'dead or alive',
  'starburst',
  'money train',
  'wild west gold',
  'fruit party',
  "lucky lady's charm",
  'sizzling hot',
  'vikings go berzerk',
  'valley of the gods',
  'big bad wolf',
  'sticky bandits',
  'rise of olympus',
  'book of shadows',
  'raging rhino',
  'buffalo king',
  'great rhino',
  'mustang gold',
  'reactoonz',
  'moon princess',
  'dragon link',
]

/** Live roulette tables: qualifiers and local names (a table per dealer language). */
export const rouletteQualifiers = ['Speed', 'Auto', 'VIP', 'Grand', 'Royal', 'Classic', 'Prestige', 'Diamond', 'Azure', 'Crimson', 'Emerald', 'Golden', 'Studio', 'Lounge', 'Club', 'Stadium', 'Velvet', 'Midnight', 'Instant', 'Private', 'Salon', 'Imperial', 'Sapphire', 'Platinum']
export const localRoulette = [
  'Deutsches Roulette',
  'Roulette Italiana',
  'Ruleta en Vivo',
  'Roleta Brasileira',
  'Türkçe Rulet',
  'Svensk Roulette',
  'Suomalainen Ruletti',
  'Norsk Roulette',
  'Nederlandse Roulette',
  'Hindi Roulette',
  'Roleta Portuguesa',
  'Ruleta Latina',
  'Filipino Roulette',
  'British Roulette',
  'Canadian Roulette',
  'Kiwi Roulette',
]
export const dealerNames = ['Anna', 'Mikael', 'Sofia', 'Lukas', 'Elena', 'Marco', 'Aino', 'Jonas', 'Camila', 'Kerem', 'Ingrid', 'Rafael', 'Maya', 'Oskar', 'Lucía', 'Emre', 'Nina', 'Pedro', 'Hanna', 'Diego', 'Leila', 'Tomas', 'Zara', 'Felix']
