/**
 * Common English given names, 125 per gender: the 250 distinct names of `birth_names`, also borrowed for
 * contacts in the sales table. Ordered roughly by popularity, which the generator uses as rank.
 */

export const BOY_NAMES: readonly string[] = (
  'Michael David James John Robert Christopher William Joseph Daniel Matthew Brian Kevin Jason Anthony Thomas ' +
  'Richard Joshua Mark Steven Andrew Eric Jeffrey Timothy Ryan Scott Charles Paul Jonathan Nicholas Justin ' +
  'Brandon Gregory Benjamin Adam Aaron Jacob Patrick Kenneth Stephen Jose Tyler Sean Zachary Samuel Nathan ' +
  'Kyle Travis Jeremy Dustin Jesse Alexander Christian Austin Cody Bradley Derek Shawn Todd Peter Gary Ethan ' +
  'Luis Jordan Edward Dylan Marcus Noah Logan Evan Corey Jared Keith Raymond Juan Carlos Donald Ronald Dennis ' +
  'Frank Larry Philip Douglas Victor Shane Joel Antonio Gabriel Alex Caleb Luke Isaac Ian Chad Randy Seth ' +
  'Trevor Jack Erik Miguel Spencer Henry Tony Wesley Mario Devin Elijah Angel Connor Mason Hunter Dominic ' +
  'Jerry Martin Curtis Johnny Russell Lucas Isaiah Owen Colin Bryan Troy Vincent Garrett Liam'
).split(' ');

export const GIRL_NAMES: readonly string[] = (
  'Jennifer Jessica Ashley Sarah Amanda Elizabeth Stephanie Melissa Nicole Emily Michelle Lisa Heather Megan ' +
  'Amy Rachel Kimberly Laura Lauren Angela Samantha Rebecca Christina Hannah Kelly Mary Emma Amber Danielle ' +
  'Katherine Andrea Julie Erin Tiffany Crystal Brittany Christine Kristen Alexis Courtney Madison Sara Anna ' +
  'Victoria Jasmine Olivia Kayla Tara Natalie Maria Chelsea Abigail Karen Susan Patricia Linda Kathryn ' +
  'Allison Alyssa Grace Shannon Erica Monica Holly Vanessa Kristin Catherine Taylor Jamie Alicia Morgan ' +
  'Kathleen Brianna Cynthia Sophia Dana Tracy Carrie Chloe Leah Ava Isabella Kristina Brenda Veronica ' +
  'Angelica Diana Caitlin Sandra Melanie Nancy Valerie Natasha Lindsay Ella Kaitlyn Lily Molly Paige ' +
  'Margaret Deborah Alexandra Gabrielle Jacqueline Katie Tina Brooke Haley Stacy Wendy Denise Audrey ' +
  'Mia Kylie Hailey Sydney Claire Jenna Bethany Lillian Addison Zoe Avery Evelyn Savannah'
).split(' ');
