import { useEffect } from 'react'
import { ContactSection } from './landing/ContactSection'
import { FaqSection } from './landing/FaqSection'
import { FeaturesSection } from './landing/FeaturesSection'
import { Hero } from './landing/Hero'
import { PricingTeaser } from './landing/PricingTeaser'
import { ReviewsSection } from './landing/ReviewsSection'
import { TeamSection } from './landing/TeamSection'

/** front-pages-landing-page: the public site's home, one section per front navigation link. */
export default function LandingPage() {
  // Arriving from another page with `#contact` etc.: the sections exist only once this chunk has
  // loaded, so ask the app's scroll manager (spec offset 60 px) to go to the hash again.
  useEffect(() => {
    if (window.location.hash) window.dispatchEvent(new HashChangeEvent('hashchange'))
  }, [])
  return (
    <>
      <Hero />
      <FeaturesSection />
      <ReviewsSection />
      <TeamSection />
      <PricingTeaser />
      <FaqSection />
      <ContactSection />
    </>
  )
}
