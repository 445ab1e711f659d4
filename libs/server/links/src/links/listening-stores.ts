/**
 * How a fan reaches a release at a store: the page for the store's own release id, and the store's
 * search for a UPC. Only stores a fan opens are here; a store not listed gets a button only from a link
 * in its acknowledgement or the artist's own URL. `presave` marks stores whose authorisation can add
 * a release to a fan's library on release day. Apple Music has none: its library is written with a
 * Music User Token that only MusicKit JS in the fan's browser can obtain, not a server-side OAuth grant.
 */
export interface ListeningStore {
  release?: (id: string) => string;
  search?: (upc: string) => string;
  presave?: boolean;
}

const q = encodeURIComponent;

export const LISTENING_STORES: Readonly<Record<string, ListeningStore>> = {
  spotify: { release: (id) => `https://open.spotify.com/album/${q(id)}`, search: (upc) => `https://open.spotify.com/search/upc%3A${q(upc)}`, presave: true },
  'apple-music': { release: (id) => `https://music.apple.com/album/${q(id)}`, search: (upc) => `https://music.apple.com/search?term=${q(upc)}` },
  itunes: { release: (id) => `https://itunes.apple.com/album/id${q(id)}`, search: (upc) => `https://music.apple.com/search?term=${q(upc)}` },
  'amazon-music': { release: (id) => `https://music.amazon.com/albums/${q(id)}`, search: (upc) => `https://music.amazon.com/search/${q(upc)}` },
  'youtube-music': { release: (id) => `https://music.youtube.com/browse/${q(id)}`, search: (upc) => `https://music.youtube.com/search?q=${q(upc)}` },
  deezer: { release: (id) => `https://www.deezer.com/album/${q(id)}`, search: (upc) => `https://www.deezer.com/search/${q(upc)}`, presave: true },
  tidal: { release: (id) => `https://tidal.com/album/${q(id)}`, search: (upc) => `https://tidal.com/search?q=${q(upc)}` },
  qobuz: { release: (id) => `https://open.qobuz.com/album/${q(id)}`, search: (upc) => `https://www.qobuz.com/search?q=${q(upc)}` },
  napster: { search: (upc) => `https://web.napster.com/search?query=${q(upc)}` },
  pandora: { search: (upc) => `https://www.pandora.com/search/${q(upc)}/all` },
  soundcloud: { search: (upc) => `https://soundcloud.com/search?q=${q(upc)}` },
  audiomack: { release: (id) => `https://audiomack.com/album/${q(id)}`, search: (upc) => `https://audiomack.com/search?q=${q(upc)}` },
  iheartradio: { search: (upc) => `https://www.iheart.com/search/?q=${q(upc)}` },
  beatport: { release: (id) => `https://www.beatport.com/release/-/${q(id)}`, search: (upc) => `https://www.beatport.com/search?q=${q(upc)}` },
  traxsource: { release: (id) => `https://www.traxsource.com/title/${q(id)}`, search: (upc) => `https://www.traxsource.com/search?term=${q(upc)}` },
  'juno-download': { search: (upc) => `https://www.junodownload.com/search/?q%5Ball%5D%5B%5D=${q(upc)}` },
  '7digital': { search: (upc) => `https://www.7digital.com/search?q=${q(upc)}` },
  boomplay: { release: (id) => `https://www.boomplay.com/albums/${q(id)}`, search: (upc) => `https://www.boomplay.com/search/default/${q(upc)}` },
  anghami: { release: (id) => `https://play.anghami.com/album/${q(id)}`, search: (upc) => `https://play.anghami.com/search/${q(upc)}` },
  jiosaavn: { search: (upc) => `https://www.jiosaavn.com/search/${q(upc)}` },
  gaana: { search: (upc) => `https://gaana.com/search/${q(upc)}` },
  kkbox: { search: (upc) => `https://www.kkbox.com/search?q=${q(upc)}` },
  joox: { search: (upc) => `https://www.joox.com/search?keyword=${q(upc)}` },
  'yandex-music': { release: (id) => `https://music.yandex.com/album/${q(id)}`, search: (upc) => `https://music.yandex.com/search?text=${q(upc)}` },
  'vk-music': { search: (upc) => `https://vk.com/audio?q=${q(upc)}` },
};
