import { useState } from 'react'
import { bannerImage } from './home.css'

/** Decorative banner art; a missing file leaves the gradient instead of a broken-image icon. */
export function BannerImage({ src }: { src: string }) {
  const [failed, setFailed] = useState(false)
  if (failed) return null
  return <img className={bannerImage} src={src} alt="" width={1280} height={400} fetchPriority="high" onError={() => setFailed(true)} />
}
