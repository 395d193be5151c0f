import { posterLike } from "../poster-like.ts";

export const cardAdsense = posterLike("cardAdsense", "card-adsense", "ad/card/adsense");
