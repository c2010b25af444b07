import { useEffect } from 'react'
import { scrollToHash } from '@/core/routing/scroll'
import { ContactSection } from './landing/ContactSection'
import { FaqSection } from './landing/FaqSection'
import { FeaturesSection } from './landing/FeaturesSection'
import { Hero } from './landing/Hero'
import { PricingTeaser } from './landing/PricingTeaser'
import { ReviewsSection } from './landing/ReviewsSection'
import { TeamSection } from './landing/TeamSection'

/** front-pages-landing-page: the public site's home, one section per front navigation link. */
export default function LandingPage() {
  // Arriving from another page with `#contact` etc.: the section exists only once this chunk has loaded.
  useEffect(() => {
    if (window.location.hash) scrollToHash(window.location.hash)
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
