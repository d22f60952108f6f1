// What the feed takes from Swiper, as one lazily loaded chunk (see load-swiper.ts).
export { default as Swiper } from 'swiper'
export { Virtual } from 'swiper/modules'
