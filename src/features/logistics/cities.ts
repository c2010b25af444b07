// Where the fleet's cities are (longitude, latitude), for drawing routes on the offline map.
export const CITY_COORDINATES: Record<string, [number, number]> = {
  Nagoya: [136.91, 35.18],
  Osaka: [135.5, 34.69],
  Fukuoka: [130.4, 33.59],
  Tokyo: [139.69, 35.69],
  Chengdu: [104.07, 30.67],
  Sydney: [151.21, -33.87],
  Recife: [-34.88, -8.05],
  Seattle: [-122.33, 47.61],
  Austin: [-97.74, 30.27],
  Denver: [-104.99, 39.74],
  Pune: [73.86, 18.52],
  Lyon: [4.84, 45.76],
}
